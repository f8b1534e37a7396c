export const ORGANISER_ROLES = ['admin', 'reviewer', 'door'] as const;
export type OrganiserRole = (typeof ORGANISER_ROLES)[number];

/** Who may call what (lifecycle.md, "Roles"): the door sees check-in only; reviewers decide but change no settings, forms or accounts. */
export const ROLES = {
  admin: ['admin'],
  review: ['admin', 'reviewer'],
  door: ['admin', 'reviewer', 'door'],
} as const satisfies Record<string, readonly OrganiserRole[]>;

/** The organiser a request acts for: a named account, or the bearer token of the command line (an admin). */
export interface Organiser {
  email: string;
  role: OrganiserRole;
}

/** The bearer token's holder: the command line, with every right. */
export const TOKEN_HOLDER: Organiser = { email: 'organiser', role: 'admin' };
