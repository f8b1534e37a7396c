import { pathInLanguage, type Language } from '../../../lib/i18n/languages';
import type { OrganiserRole } from './use-organiser';

/** The sign-in page, asked to come back to the page the organiser is on. */
export const signInPath = ({ pathname, search }: { pathname: string; search: string }): string =>
  pathname.startsWith('/admin/sign-in') ? '/admin/sign-in' : `/admin/sign-in?next=${encodeURIComponent(pathname + search)}`;

/** Where a role starts: the door only checks people in. */
export const homeOf = (role: OrganiserRole): string => (role === 'door' ? '/admin/check-in' : '/admin');

const CONSOLE_PAGE = /^\/admin(?:[/?#]|$)/;
const MEDIA = /^\/api\/v1\/admin\/media\/[^/?#]/;
// The form preview publishes stored versions for a signed-in admin.
const PREVIEW = /^\/forms\/preview(?:[?#]|$)/;

/**
 * Where to go after signing in: back to a console page (in the page), a photo link or the form preview (a full
 * load: outside the console's routes, the preview in the console's language); anything else (another site, the sign-in
 * page itself) goes to the role's start.
 */
export function afterSignIn(next: string | null, role: OrganiserRole, language: Language = 'en'): { to: string; fullLoad: boolean } {
  if (next && MEDIA.test(next)) return { to: next, fullLoad: true };
  if (next && PREVIEW.test(next)) return { to: pathInLanguage(next, language), fullLoad: true };
  if (next && CONSOLE_PAGE.test(next) && !next.startsWith('/admin/sign-in')) return { to: next, fullLoad: false };
  return { to: homeOf(role), fullLoad: false };
}
