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
export function navFor(role: OrganiserRole, otherForms: OtherForm[] = []): NavEntry[] {
  const checkIn = { to: '/admin/check-in', label: 'Check-in' };
  if (role === 'door') return [checkIn];
  const applications = [applicationsLink('bootcamp', 'Bootcamp'), applicationsLink('hackathon', 'Teams')];
  const forms = otherForms.map((form) => applicationsLink(form.formId, form.title || form.formId));
  const review: NavEntry[] = [
    { to: '/admin', label: 'Overview', end: true },
    { label: 'Applications', links: [...applications, ...forms] },
    { to: '/admin/seats', label: 'Seats' },
    checkIn,
    { to: '/admin/emails', label: 'E-mails' },
  ];
  if (role !== 'admin') return review;
  const admin = [
    { to: '/admin/forms', label: 'Forms' },
    { to: '/admin/settings', label: 'Settings' },
    { to: '/admin/organisers', label: 'Organisers' },
  ];
  return [...review, ...admin];
}
