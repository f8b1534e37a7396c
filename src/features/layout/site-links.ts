import { SOCIAL_NETWORKS, type EventSettings, type SocialNetwork } from '../../lib/event/default-event';

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

/** The organisers' accounts the settings name, in the order of SOCIAL_NETWORKS, each with its network's name. */
export function socialLinks(settings: Pick<EventSettings, 'socialLinks'>): { network: SocialNetwork; name: string; href: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = settings.socialLinks[network];
    return href ? [{ network, name: NETWORK_NAMES[network], href }] : [];
  });
}

/** Past editions in the navigation, newest first (2024 down to 2015). */
export const EDITION_YEARS: number[] = Array.from({ length: 10 }, (_, index) => 2024 - index);

/** The footer's page links; each label is the id of its word in the site's catalogue. */
export const PAGE_LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/#bootcamp-section', label: 'nav.bootcamp' },
  { to: '/news', label: 'nav.news' },
  { to: '/faq', label: 'nav.faq' },
  { to: '/contact', label: 'nav.contact' },
] as const;
