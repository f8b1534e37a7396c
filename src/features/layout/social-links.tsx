import { useEventFacts } from '../registration-windows/use-event-settings';
import { SocialIcon } from './social-icon';
import { socialLinks } from './site-links';

/** The organisers' social accounts the settings name, each with an accessible name. */
export function SocialLinks({ className = 'social-links' }: { className?: string }) {
  const links = socialLinks(useEventFacts());
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map(({ network, label, href }) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noreferrer" aria-label={`${label} (opens in a new tab)`} className="social-link">
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
