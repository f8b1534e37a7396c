import { Link } from 'react-router-dom';
import { cairoDateTime } from '../../lib/event/format-date';

/** An accepted bootcamp applicant confirms on the confirmation form, which also takes a seat. */
export function ConfirmSeatLink({ token, deadline }: { token: string; deadline?: string | null }) {
  const until = deadline ? new Date(deadline) : undefined;
  return (
    <div className="confirm-seat">
      <Link className="status-button status-button-primary" to={`/bootcamp-confirmation?token=${encodeURIComponent(token)}`}>
        Confirm your seat
      </Link>
      {until && !Number.isNaN(until.getTime()) ? <p>Confirm by {cairoDateTime(until)}, or your place may go to someone else.</p> : null}
    </div>
  );
}
