import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { unprocessable } from '../http/errors';
import { addAccount, changeRole, listAccounts, removeAccount, resetPassword } from '../organisers/accounts';
import { ORGANISER_ROLES, ROLES, type OrganiserAccess, type OrganiserRole } from '../organisers/access';
import { passwordProblem } from '../organisers/passwords';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const account = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    role: { type: 'string', enum: [...ORGANISER_ROLES] },
    createdAt: { type: 'string', format: 'date-time' },
    lastSignInAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
const accountAnswer = { type: 'object', properties: { data: account } } as const;
const email = { type: 'string', minLength: 1, maxLength: 320 } as const;
const emailParam = { type: 'object', properties: { email }, required: ['email'] } as const;
const role = { type: 'string', enum: [...ORGANISER_ROLES] } as const;
// Long enough that a too-long password hears why (422), not a bare 400.
const password = { type: 'string', maxLength: 1000 } as const;

/** 422 with the field's reason, as the console and the command line show it. */
function checkNewAccount(email: string | undefined, newPassword: string) {
  const errors: Record<string, string[]> = {};
  if (email !== undefined && (!EMAIL.test(email.trim()) || email.trim().length > 254)) errors.email = ['Give a valid e-mail address.'];
  const problem = passwordProblem(newPassword);
  if (problem) errors.password = [problem];
  if (Object.keys(errors).length > 0) throw unprocessable(errors, errors.password?.[0] ?? errors.email![0]!);
}

/** The organiser accounts, for admins: list, add, remove, change role, reset password. */
export async function organiserAccountRoutes(app: FastifyInstance, deps: AppDeps, { allow, organiserOf }: OrganiserAccess) {
  const preHandler = allow(ROLES.admin);
  const doc = (summary: string) => ({ summary, tags: ['admin'], security: [{ bearer: [] }] });

  app.get(
    '/admin/organisers',
    {
      preHandler,
      schema: {
        ...doc('The organiser accounts with their role and last sign-in (admins)'),
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: account } } } },
      },
    },
    async () => ({ data: await listAccounts(deps.db) }),
  );

  app.post<{ Body: { email: string; role: OrganiserRole; password: string } }>(
    '/admin/organisers',
    {
      preHandler,
      schema: {
        ...doc('Add an organiser account; 409 when the e-mail has one, 422 for a password under 10 characters (admins)'),
        body: {
          type: 'object',
          properties: { email, role, password },
          required: ['email', 'role', 'password'],
          additionalProperties: false,
        },
        refusals: [403, 409, 422],
        response: { 201: accountAnswer },
      },
    },
    async (request, reply) => {
      checkNewAccount(request.body.email, request.body.password);
      return reply.code(201).send({ data: await addAccount(deps.db, request.body, deps.now()) });
    },
  );

  app.delete<{ Params: { email: string } }>(
    '/admin/organisers/:email',
    {
      preHandler,
      schema: {
        ...doc('Remove an organiser account and end its sessions; not your own, not the last admin (409) (admins)'),
        params: emailParam,
        refusals: [403, 404, 409],
      },
    },
    async (request, reply) => {
      await removeAccount(deps.db, request.params.email, organiserOf(request));
      return reply.code(204).send();
    },
  );

  app.put<{ Params: { email: string }; Body: { password: string } }>(
    '/admin/organisers/:email/password',
    {
      preHandler,
      schema: {
        ...doc('Set a new password for an organiser; every session of theirs ends (admins)'),
        params: emailParam,
        body: { type: 'object', properties: { password }, required: ['password'], additionalProperties: false },
        refusals: [403, 404, 422],
        response: { 200: accountAnswer },
      },
    },
    async (request) => {
      checkNewAccount(undefined, request.body.password);
      return { data: await resetPassword(deps.db, request.params.email, request.body.password) };
    },
  );

  app.put<{ Params: { email: string }; Body: { role: OrganiserRole } }>(
    '/admin/organisers/:email/role',
    {
      preHandler,
      schema: {
        ...doc('Change an organiser\u2019s role, at once for their open sessions; the last admin stays one (409) (admins)'),
        params: emailParam,
        body: { type: 'object', properties: { role }, required: ['role'], additionalProperties: false },
        refusals: [403, 404, 409],
        response: { 200: accountAnswer },
      },
    },
    async (request) => ({ data: await changeRole(deps.db, request.params.email, request.body.role) }),
  );
}
