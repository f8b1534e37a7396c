import { Link } from 'react-router-dom';
import { OUTBOX_STATUSES, type OutboxStatus } from './outbox-api';

export const STATUS_WORDS: Record<OutboxStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

/** All / Queued / Sent / Failed as links, so the filter lives in the URL (back button, shared links); a new filter starts on page 1. */
export function StatusFilter({ current }: { current: OutboxStatus | undefined }) {
  const choices: { status?: OutboxStatus; label: string }[] = [
    { label: 'All' },
    ...OUTBOX_STATUSES.map((status) => ({ status, label: STATUS_WORDS[status] })),
  ];
  return (
    <nav aria-label="Show e-mails" className="emails-filter">
      <ul>
        {choices.map((choice) => (
          <li key={choice.label}>
            <Link
              to={{ search: choice.status ? `?status=${choice.status}` : '' }}
              aria-current={choice.status === current ? 'page' : undefined}
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
