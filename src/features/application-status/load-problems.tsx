import { Link } from 'react-router-dom';
import { useFormWords, Words } from '../../form-react/index';
import { ContactLink } from '../layout/contact-link';

/** An unknown or mistyped link: say so plainly, never a blank page. */
export function InvalidLink() {
  const { t } = useFormWords();
  return (
    <section className="result-screen" aria-labelledby="invalid-link-title">
      <h2 id="invalid-link-title">{t('status.invalidLink')}</h2>
      <p>
        <Words id="status.invalidLinkHelp" components={{ 0: <ContactLink /> }} />
      </p>
      <Link className="status-button status-button-primary" to="/">
        {t('status.backHome')}
      </Link>
    </section>
  );
}

/** The server could not be reached or failed: the application may well exist, so offer to try again. */
export function LoadFailure({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useFormWords();
  return (
    <section className="result-screen" aria-labelledby="load-failure-title">
      <h2 id="load-failure-title">{t('status.loadFailed')}</h2>
      <p role="alert">{t('status.unreachable')}</p>
      <button type="button" className="status-button status-button-primary" disabled={retrying} onClick={onRetry}>
        {retrying ? t('status.tryingAgain') : t('status.tryAgain')}
      </button>
    </section>
  );
}
