import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/translate';
import { SHORT_NAME } from './site-links';

/** The event's mark: a planet with its orbit, beside the name; links home. */
export function Logo() {
  const t = useT();
  return (
    <Link to="/" className="logo" aria-label={t('logo.home', { site: SHORT_NAME })}>
      {/* A file, not markup: every page shares one cached copy, and the first screen's script carries none of it. */}
      <img src="/logo.svg" width="40" height="40" alt="" />
      <span className="logo-text" lang="en" dir="ltr">
        Space Apps <strong>Cairo</strong>
      </span>
    </Link>
  );
}
