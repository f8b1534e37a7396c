import { Link } from 'react-router-dom';
import { useFormWords } from '../../form-react/index';
import { cairoMomentWords } from '../registration/cairo-words';

/** An accepted bootcamp applicant confirms on the confirmation form, which also takes a seat. */
export function ConfirmSeatLink({ token, deadline }: { token: string; deadline?: string | null }) {
  const until = deadline ? new Date(deadline) : undefined;
  const words = useFormWords();
  return (
    <div className="confirm-seat">
      <Link className="status-button status-button-primary" to={`/bootcamp-confirmation?token=${encodeURIComponent(token)}`}>
        {words.t('status.confirmSeat')}
      </Link>
      {until && !Number.isNaN(until.getTime()) ? (
        <p>{words.t('status.confirmBy', { moment: cairoMomentWords(words, until.toISOString()) })}</p>
      ) : null}
    </div>
  );
}
