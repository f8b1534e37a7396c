import { SHORT_NAME, SOCIAL_NETWORKS, type EventSettings, type SocialNetwork } from '../../lib/event/default-event';

// The names are event facts the server says too.
export { PRODUCT_NAME, SHORT_NAME } from '../../lib/event/default-event';
export type { SocialNetwork };
/** The international organisers' challenges of an edition. */
export const challengesUrl = (edition: number) => `https://www.spaceappschallenge.org/${edition}/challenges/`;
export const HACKATHON_URL = 'https://www.spaceappschallenge.org/';

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

/** The organisers' accounts the settings name, in the order of SOCIAL_NETWORKS, each with an accessible name. */
export function socialLinks(settings: Pick<EventSettings, 'socialLinks'>): { network: SocialNetwork; label: string; href: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = settings.socialLinks[network];
    return href ? [{ network, label: `${SHORT_NAME} on ${NETWORK_NAMES[network]}`, href }] : [];
  });
}

/** Past editions in the navigation, newest first (2024 down to 2015). */
export const EDITION_YEARS: number[] = Array.from({ length: 10 }, (_, index) => 2024 - index);

export const PAGE_LINKS: { to: string; label: string }[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/#bootcamp-section', label: 'Bootcamp' },
  { to: '/news', label: 'News' },
  { to: '/faq', label: 'F.A.Q.' },
  { to: '/contact', label: 'Contact' },
];
