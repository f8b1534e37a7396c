import { DEFAULT_SETTINGS } from '../registration-windows/event-settings';

// The names and the contact address are event facts the server says too.
export { CONTACT_EMAIL, PRODUCT_NAME, SHORT_NAME } from '../../lib/event/event-facts';
/** The international organisers' challenges of an edition. */
export const challengesUrl = (edition: number) => `https://www.spaceappschallenge.org/${edition}/challenges/`;
// The header does not read the settings (yet), so it links the shipped edition's challenges.
export const CHALLENGES_URL = challengesUrl(DEFAULT_SETTINGS.edition);
export const HACKATHON_URL = 'https://www.spaceappschallenge.org/';

export type SocialNetwork = 'facebook' | 'twitter' | 'instagram' | 'youtube';

export const SOCIAL_LINKS: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'facebook', label: 'Space Apps Cairo on Facebook', href: 'https://www.facebook.com/SpaceAppsCairo' },
  { network: 'twitter', label: 'Space Apps Cairo on X (Twitter)', href: 'https://twitter.com/SpaceAppsCairo' },
  { network: 'instagram', label: 'Space Apps Cairo on Instagram', href: 'https://www.instagram.com/spaceappscairo/' },
  { network: 'youtube', label: 'Space Apps Cairo on YouTube', href: 'https://www.youtube.com/@SpaceAppsCairo' },
];

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
