import type { FastifyReply, FastifyRequest } from 'fastify';

/** Only the draft routes ever receive it: the site's pages and other API calls never carry the token. */
export const DRAFT_COOKIE_PATH = '/api/v1/drafts';

/** One cookie per form, so a bootcamp draft and a team draft in the same browser do not replace each other. */
export const draftCookieName = (formId: string) => `draft_${formId}`;

/**
 * Beside the token, on every path: "this browser holds a draft of the form", no token and nothing personal. The
 * server reads it when sending the form's page (server/site.ts): without it the page arrives drawn fresh, no lookup.
 */
export const draftKnownCookieName = (formId: string) => `has_draft_${formId}`;

/** Whether the browser says it holds a draft of the form (the page request's cookie header). */
export function draftKnownTo(cookieHeader: string | undefined, formId: string): boolean {
  return cookieValue(cookieHeader, draftKnownCookieName(formId)) !== undefined;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/** The draft token the browser holds for a form, or undefined. */
export function draftTokenOf(request: FastifyRequest, formId: string): string | undefined {
  return cookieValue(request.headers.cookie, draftCookieName(formId));
}

// HttpOnly: no script reads the token; SameSite=Strict: no other site's page sends it.
const attributes = (request: FastifyRequest, maxAgeSeconds: number, path = DRAFT_COOKIE_PATH) =>
  `HttpOnly; SameSite=Strict; Path=${path}; Max-Age=${maxAgeSeconds}${request.protocol === 'https' ? '; Secure' : ''}`;

/** Gives the browser the draft's token until the draft expires. */
export function setDraftCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  formId: string,
  token: string,
  expiresAt: Date,
  now: Date,
): void {
  const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  reply.header('set-cookie', `${draftCookieName(formId)}=${token}; ${attributes(request, maxAge)}`);
  reply.header('set-cookie', `${draftKnownCookieName(formId)}=1; ${attributes(request, maxAge, '/')}`);
}

export function clearDraftCookie(request: FastifyRequest, reply: FastifyReply, formId: string): void {
  reply.header('set-cookie', `${draftCookieName(formId)}=; ${attributes(request, 0)}`);
  reply.header('set-cookie', `${draftKnownCookieName(formId)}=; ${attributes(request, 0, '/')}`);
}
