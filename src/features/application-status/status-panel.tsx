import type { Ref } from 'react';
import type { Application } from './application-schema';
import { useFormWords } from '../../form-react/index';
import { statusSentence } from './status-words';

interface StatusPanelProps {
  application: Application;
  /** Focused after an action, so the holder lands on the outcome instead of a vanished button. */
  statusRef: Ref<HTMLDivElement>;
}

/** The status in plain words and what happens next; a live region, so a change is announced. */
export function StatusPanel({ application, statusRef }: StatusPanelProps) {
  const words = useFormWords();
  return (
    <section className="status-panel" aria-labelledby="status-title">
      <h2 id="status-title">{words.t('status.title')}</h2>
      <div ref={statusRef} role="status" tabIndex={-1} className="status-message" data-status={application.status}>
        <p className="status-words">{statusSentence(words, application.status)}</p>
        {application.nextStep ? (
          <p className="status-next">
            <bdi>{application.nextStep}</bdi>
          </p>
        ) : null}
      </div>
    </section>
  );
}
