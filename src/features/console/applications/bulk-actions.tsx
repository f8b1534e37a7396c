import { useState } from 'react';
import type { ApplicationRow } from './applications-api';
import { BulkDialog } from './bulk-dialog';
import type { Kind } from './kinds';
import { BULK_DECISIONS, DECISION_VERBS, type ApplicationStatus } from './statuses';

/** "Accept / Waitlist / Reject selected": each asks first, with the selection as it was when pressed. */
export function BulkActions({ kind, rows, onDone }: { kind: Kind; rows: ApplicationRow[]; onDone: () => void }) {
  const [asking, setAsking] = useState<{ status: ApplicationStatus; rows: ApplicationRow[] } | undefined>();
  return (
    <div className="console-bulk" role="group" aria-label="Selected applications">
      <p>{rows.length === 0 ? 'Select applications to decide for several at once.' : `${rows.length} selected`}</p>
      {BULK_DECISIONS.map((status) => (
        <button
          key={status}
          type="button"
          className="console-button console-button-quiet"
          disabled={rows.length === 0}
          onClick={() => setAsking({ status, rows })}
        >
          {DECISION_VERBS[status]} selected
        </button>
      ))}
      {asking && <BulkDialog kind={kind} status={asking.status} rows={asking.rows} onDone={onDone} onClose={() => setAsking(undefined)} />}
    </div>
  );
}
