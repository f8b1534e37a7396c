import { useT } from '../../lib/i18n/translate';
import { useEventFacts } from '../registration-windows/use-event-settings';
import { SHORT_NAME, socialLinks } from './site-links';

/** The organisers' social accounts the settings name, each with an accessible name. */
export function SocialLinks({ className = 'social-links' }: { className?: string }) {
  const t = useT();
  const links = socialLinks(useEventFacts());
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map(({ network, name, href }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noreferrer"
            aria-label={`${t('social.label', { site: SHORT_NAME, network: name })}${t('common.newTab')}`}
            className="social-link"
          >
            <span className={`social-glyph social-glyph-${network}`} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
