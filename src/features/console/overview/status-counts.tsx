import { Link } from 'react-router-dom';
import { useConsoleWords } from '../i18n/use-console-words';
// The organisers' words for statuses, the same as the applications table's (the applicant's page words them for applicants).
import { STATUS_LABELS, STATUSES, type ApplicationStatus } from '../applications/statuses';

interface CountsProps {
  kind: string;
  byStatus: Partial<Record<ApplicationStatus, number>>;
}

/** A count per status, each a link to the applications of that status. */
export function StatusCounts({ kind, byStatus }: CountsProps) {
  const { t, number } = useConsoleWords();
  return (
    <ul className="status-counts">
      {STATUSES.map((status) => (
        <li key={status}>
          <Link to={`/admin/applications/${encodeURIComponent(kind)}?status=${status}`} data-status={status}>
            <span className="status-count">{number(byStatus[status] ?? 0)}</span>{' '}
            <span className="status-name">{t(STATUS_LABELS[status])}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
