import { Link } from 'react-router-dom';
import { ContactLink } from '../layout/contact-link';

/** An unknown or mistyped link: say so plainly, never a blank page. */
export function InvalidLink() {
  return (
    <section className="result-screen" aria-labelledby="invalid-link-title">
      <h2 id="invalid-link-title">This link is not valid</h2>
      <p>
        Check that you opened the whole link from your e-mail. If it still does not work, write to <ContactLink />.
      </p>
      <Link className="status-button status-button-primary" to="/">
        Back to the home page
      </Link>
    </section>
  );
}

/** The server could not be reached or failed: the application may well exist, so offer to try again. */
export function LoadFailure({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <section className="result-screen" aria-labelledby="load-failure-title">
      <h2 id="load-failure-title">Your application could not be loaded</h2>
      <p role="alert">We could not reach the server. Check your connection and try again.</p>
      <button type="button" className="status-button status-button-primary" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Trying again...' : 'Try again'}
      </button>
    </section>
  );
}
