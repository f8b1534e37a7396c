import { Link } from 'react-router-dom';
// The organisers' words for statuses, the same as the applications table's (the applicant's page words them for applicants).
import { STATUS_LABELS, STATUSES, type ApplicationStatus } from '../applications/statuses';

interface CountsProps {
  kind: string;
  byStatus: Partial<Record<ApplicationStatus, number>>;
}

/** A count per status, each a link to the applications of that status. */
export function StatusCounts({ kind, byStatus }: CountsProps) {
  return (
    <ul className="status-counts">
      {STATUSES.map((status) => (
        <li key={status}>
          <Link to={`/admin/applications/${encodeURIComponent(kind)}?status=${status}`} data-status={status}>
            <span className="status-count">{byStatus[status] ?? 0}</span> <span className="status-name">{STATUS_LABELS[status]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
