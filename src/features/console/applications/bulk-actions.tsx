import { useState } from 'react';
import type { MessageId } from '../../../lib/i18n/translate';
import { useConsoleWords } from '../i18n/use-console-words';
import type { ApplicationRow } from './applications-api';
import { BulkDialog } from './bulk-dialog';
import type { Kind } from './kinds';
import { BULK_DECISIONS, type ApplicationStatus } from './statuses';

const BULK_BUTTONS = {
  accepted: 'console.bulk.accept',
  waitlisted: 'console.bulk.waitlist',
  rejected: 'console.bulk.reject',
} as const satisfies Record<(typeof BULK_DECISIONS)[number], MessageId>;

/** "Accept / Waitlist / Reject selected": each asks first, with the selection as it was when pressed. */
export function BulkActions({ kind, rows, onDone }: { kind: Kind; rows: ApplicationRow[]; onDone: () => void }) {
  const { t, number } = useConsoleWords();
  const [asking, setAsking] = useState<{ status: ApplicationStatus; rows: ApplicationRow[] } | undefined>();
  return (
    <div className="console-bulk" role="group" aria-label={t('console.bulk.group')}>
      <p>{rows.length === 0 ? t('console.bulk.hint') : t('console.bulk.selected', { count: rows.length, shown: number(rows.length) })}</p>
      {BULK_DECISIONS.map((status) => (
        <button
          key={status}
          type="button"
          className="console-button console-button-quiet"
          disabled={rows.length === 0}
          onClick={() => setAsking({ status, rows })}
        >
          {t(BULK_BUTTONS[status])}
        </button>
      ))}
      {asking && <BulkDialog kind={kind} status={asking.status} rows={asking.rows} onDone={onDone} onClose={() => setAsking(undefined)} />}
    </div>
  );
}
