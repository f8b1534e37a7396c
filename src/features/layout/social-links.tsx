import { SocialIcon } from './social-icon';
import { SOCIAL_LINKS } from './site-links';

/** The organisers' social accounts, each with an accessible name. */
export function SocialLinks({ className = 'social-links' }: { className?: string }) {
  return (
    <ul className={className}>
      {SOCIAL_LINKS.map(({ network, label, href }) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noreferrer" aria-label={`${label} (opens in a new tab)`} className="social-link">
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
