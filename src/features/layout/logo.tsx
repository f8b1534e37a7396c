import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/translate';
import { SHORT_NAME } from './site-links';

/** The event's mark: a planet with its orbit, beside the name; links home. */
export function Logo() {
  const t = useT();
  return (
    <Link to="/" className="logo" aria-label={t('logo.home', { site: SHORT_NAME })}>
      <svg viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="#141b3d" />
        <g fill="none" stroke="#f2a93b" strokeWidth="3" transform="rotate(-25 32 32)">
          <path d="M5 32a27 9 0 0 1 54 0" />
          <circle cx="32" cy="32" r="13" fill="#3b82f6" stroke="none" />
          <path d="M5 32a27 9 0 0 0 54 0" />
        </g>
        <circle cx="47" cy="12" r="3" fill="#e8ecf4" />
      </svg>
      <span className="logo-text" lang="en" dir="ltr">
        Space Apps <strong>Cairo</strong>
      </span>
    </Link>
  );
}
