import { Link } from 'react-router-dom';
import { useT, type MessageId } from '../../../lib/i18n/translate';
import { OUTBOX_STATUSES, type OutboxStatus } from './outbox-api';

export const STATUS_WORDS: Record<OutboxStatus, MessageId> = {
  queued: 'console.outbox.filter.queued',
  sent: 'console.outbox.filter.sent',
  failed: 'console.outbox.filter.failed',
};

/** All / Queued / Sent / Failed as links, so the filter lives in the URL (back button, shared links); a new filter starts on page 1. */
export function StatusFilter({ current }: { current: OutboxStatus | undefined }) {
  const t = useT();
  const choices: { status?: OutboxStatus; label: string }[] = [
    { label: t('console.outbox.filter.all') },
    ...OUTBOX_STATUSES.map((status) => ({ status, label: t(STATUS_WORDS[status]) })),
  ];
  return (
    <nav aria-label={t('console.outbox.filter.label')} className="emails-filter">
      <ul>
        {choices.map((choice) => (
          <li key={choice.status ?? 'all'}>
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
