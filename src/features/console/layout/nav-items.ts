import type { Translate } from '../../../lib/i18n/translate';
import type { OrganiserRole } from '../session/use-organiser';

export interface NavLinkItem {
  to: string;
  label: string;
  /** Active only on this very path (the overview is the console's root). */
  end?: boolean;
}

export interface NavGroup {
  label: string;
  links: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'links' in entry;

/** A published form beyond the bootcamp and the teams, as GET /admin/forms names it. */
export interface OtherForm {
  formId: string;
  title: string;
}

const applicationsLink = (kind: string, label: string): NavLinkItem => ({ to: `/admin/applications/${encodeURIComponent(kind)}`, label });

/** What each role may open: the door only checks in; settings, forms and accounts are the admins'. */
export function navFor(t: Translate, role: OrganiserRole, otherForms: OtherForm[] = []): NavEntry[] {
  const checkIn = { to: '/admin/check-in', label: t('console.nav.checkIn') };
  if (role === 'door') return [checkIn];
  const applications = [applicationsLink('bootcamp', t('console.kind.bootcamp')), applicationsLink('hackathon', t('console.kind.teams'))];
  const forms = otherForms.map((form) => applicationsLink(form.formId, form.title || form.formId));
  const review: NavEntry[] = [
    { to: '/admin', label: t('console.nav.overview'), end: true },
    { label: t('console.nav.applications'), links: [...applications, ...forms] },
    { to: '/admin/seats', label: t('console.nav.seats') },
    checkIn,
    { to: '/admin/emails', label: t('console.nav.emails') },
  ];
  if (role !== 'admin') return review;
  const admin = [
    { to: '/admin/forms', label: t('console.nav.forms') },
    { to: '/admin/settings', label: t('console.nav.settings') },
    { to: '/admin/organisers', label: t('console.nav.organisers') },
  ];
  return [...review, ...admin];
}
