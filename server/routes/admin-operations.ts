import type { FastifyInstance } from 'fastify';
import { applicationStats } from '../admin/application-stats';
import { resolveKind } from '../admin/named-application';
import { listOutbox, OUTBOX_STATUSES } from '../admin/outbox-list';
import { listSlots, setSlotCapacity } from '../admin/slot-seats';
import type { AppDeps } from '../deps';
import { ROLES, type OrganiserAccess } from '../organisers/access';
import { latestForm } from '../forms/definitions';
import { requestLanguage } from '../http/request-language';
import { checkIn } from '../lifecycle/check-in';
import { formOfKind } from '../lifecycle/kinds';
import { pageAnswer } from './page-answer';

const outboxAnswer = pageAnswer({
  type: 'object',
  properties: {
    id: { type: 'integer' },
    to: { type: 'string' },
    subject: { type: 'string' },
    template: { type: 'string' },
    status: { type: 'string', enum: [...OUTBOX_STATUSES] },
    attempts: { type: 'integer' },
    lastError: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    sentAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const);
const slotAnswer = {
  type: 'object',
  properties: { id: { type: 'integer' }, capacity: { type: 'integer' }, confirmed: { type: 'integer' } },
} as const;
const slotRow = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, capacity: { type: 'integer' }, confirmed: { type: 'integer' } },
} as const;

/** The event's operations: overview counts, the door, seats and the outbox. */
export async function adminOperationRoutes(app: FastifyInstance, deps: AppDeps, { allow, organiserOf }: OrganiserAccess) {
  const preHandler = allow(ROLES.review);
  const doc = (summary: string) => ({ summary, tags: ['admin'], security: [{ bearer: [] }] });

  app.get<{ Querystring: { kind: string } }>(
    '/admin/stats',
    {
      preHandler,
      schema: {
        ...doc(
          'Counts per status, submissions per day (Cairo time) and breakdowns by the form\u2019s choice fields, labelled in the Accept-Language (organisers)',
        ),
        refusals: [404],
        querystring: { type: 'object', properties: { kind: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } }, required: ['kind'] },
      },
    },
    async (request) => {
      const kind = await resolveKind(deps.db, request.query.kind);
      const form = (await latestForm(deps.db, formOfKind(kind), requestLanguage(request)))!;
      return { data: await applicationStats(deps.db, deps.options, kind, form.definition) };
    },
  );

  app.post<{ Body: { code: string } }>(
    '/admin/check-in',
    {
      preHandler: allow(ROLES.door),
      schema: {
        ...doc(
          'Check a person in by the code of their confirmation e-mail; a second scan changes nothing and says when (organisers, door)',
        ),
        body: {
          type: 'object',
          properties: { code: { type: 'string', minLength: 1, maxLength: 100 } },
          required: ['code'],
          additionalProperties: false,
        },
        refusals: [404],
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  name: { type: 'string' },
                  kind: { type: 'string' },
                  teamName: { type: 'string' },
                  status: { type: 'string' },
                  alreadyCheckedInAt: { type: 'string' },
                },
              },
            },
          },
        },
      },
    },
    async (request) => ({ data: await checkIn(deps, request.body.code, organiserOf(request)) }),
  );

  app.get(
    '/admin/slots',
    {
      preHandler,
      schema: {
        ...doc('Bootcamp slots, named in the Accept-Language, with their capacity and confirmed seats (organisers)'),
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: slotRow } } } },
      },
    },
    async (request) => ({ data: await listSlots(deps.db, deps.options, requestLanguage(request)) }),
  );

  app.put<{ Params: { id: number }; Body: { capacity: number } }>(
    '/admin/slots/:id',
    {
      preHandler: allow(ROLES.admin),
      schema: {
        ...doc('Set a slot\u2019s capacity; below the confirmed seats 409 on capacity (organisers)'),
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 0, maximum: 2147483647 } }, required: ['id'] },
        body: {
          type: 'object',
          properties: { capacity: { type: 'integer', minimum: 0, maximum: 100_000 } },
          required: ['capacity'],
          additionalProperties: false,
        },
        refusals: [404, 409],
        response: { 200: { type: 'object', properties: { data: slotAnswer } } },
      },
    },
    async (request) => ({ data: await setSlotCapacity(deps.db, request.params.id, request.body.capacity) }),
  );

  app.get<{ Querystring: { status?: (typeof OUTBOX_STATUSES)[number]; page?: number; pageSize?: number } }>(
    '/admin/outbox',
    {
      preHandler,
      schema: {
        ...doc('The e-mail outbox, newest first: queued, sent and failed messages with attempts and the last error (organisers)'),
        querystring: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: [...OUTBOX_STATUSES] },
            page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          },
        },
        response: outboxAnswer,
      },
    },
    async (request) => listOutbox(deps.db, request.query),
  );
}
