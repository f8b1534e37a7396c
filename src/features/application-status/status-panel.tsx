import type { Ref } from 'react';
import type { Application } from './application-schema';
import { STATUS_SENTENCES } from './status-words';

interface StatusPanelProps {
  application: Application;
  /** Focused after an action, so the holder lands on the outcome instead of a vanished button. */
  statusRef: Ref<HTMLDivElement>;
}

/** The status in plain words and what happens next; a live region, so a change is announced. */
export function StatusPanel({ application, statusRef }: StatusPanelProps) {
  return (
    <section className="status-panel" aria-labelledby="status-title">
      <h2 id="status-title">Status</h2>
      <div ref={statusRef} role="status" tabIndex={-1} className="status-message" data-status={application.status}>
        <p className="status-words">{STATUS_SENTENCES[application.status]}</p>
        {application.nextStep ? <p className="status-next">{application.nextStep}</p> : null}
      </div>
    </section>
  );
}
