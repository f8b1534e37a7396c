import type { FastifyInstance } from 'fastify';
import { applicationDetail } from '../admin/application-detail';
import { LIST_SORTS, listApplications, MAX_PAGE_SIZE, type ListSort } from '../admin/application-list';
import { namedApplication, resolveKind } from '../admin/named-application';
import type { AppDeps } from '../deps';
import { refusalWords } from '../http/refusal-catalogue';
import { requestLanguage } from '../http/request-language';
import { ROLES, type OrganiserAccess } from '../organisers/access';
import { moveAsOrganiser, moveManyAsOrganiser } from '../lifecycle/organiser-moves';
import { STATUSES, type Status } from '../lifecycle/statuses';
import { pageAnswer } from './page-answer';

const kindSchema = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{1,100}$',
  description: 'bootcamp, hackathon or the id of a published form',
} as const;
const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647, description: 'The id the submission endpoint answered' } as const;
const statusSchema = { type: 'string', enum: [...STATUSES] } as const;
/** What picks the applications of a view: the list's pages and the CSV of the same view read the same filters. */
export const viewFilters = {
  kind: kindSchema,
  status: statusSchema,
  q: { type: 'string', maxLength: 200 },
  sort: { type: 'string', enum: [...LIST_SORTS], default: '-submittedAt' },
} as const;
const noteSchema = { type: 'string', maxLength: 2000 } as const;
const kindParams = { type: 'object', properties: { kind: kindSchema }, required: ['kind'] } as const;
const applicationParams = { type: 'object', properties: { kind: kindSchema, id: idSchema }, required: ['kind', 'id'] } as const;
const listAnswer = pageAnswer({
  type: 'object',
  properties: {
    id: idSchema,
    kind: { type: 'string' },
    name: { type: 'string' },
    email: { type: ['string', 'null'] },
    status: statusSchema,
    submittedAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const);
const statusAnswer = { 200: { type: 'object', properties: { data: { type: 'object', properties: { status: statusSchema } } } } } as const;

interface ListQuerystring {
  kind: string;
  status?: Status;
  q?: string;
  sort?: ListSort;
  page?: number;
  pageSize?: number;
}

/** The organisers' applications: a searchable, sorted page; one application in full; decisions one by one and in bulk. */
export async function adminApplicationRoutes(app: FastifyInstance, deps: AppDeps, { allow, organiserOf }: OrganiserAccess) {
  const preHandler = allow(ROLES.review);
  const doc = (summary: string) => ({ summary, tags: ['admin'], security: [{ bearer: [] }] });

  app.get<{ Querystring: ListQuerystring }>(
    '/admin/applications',
    {
      preHandler,
      schema: {
        ...doc('Applications of a kind: search (names, e-mails, national IDs, team names), status filter, sort, pages (organisers)'),
        refusals: [404],
        response: listAnswer,
        querystring: {
          type: 'object',
          properties: {
            ...viewFilters,
            page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 50 },
          },
          required: ['kind'],
        },
      },
    },
    async (request) => listApplications(deps.db, { ...request.query, kind: await resolveKind(deps.db, request.query.kind) }),
  );

  app.get<{ Params: { kind: string; id: number } }>(
    '/admin/applications/:kind/:id',
    {
      preHandler,
      schema: {
        ...doc('One application: answers with file links, status, allowed moves, history, e-mails, check-ins (organisers)'),
        params: applicationParams,
      },
    },
    async (request) => {
      const application = await namedApplication(deps.db, request.params.kind, request.params.id);
      return { data: await applicationDetail(deps.db, application) };
    },
  );

  app.patch<{ Params: { kind: string; id: number }; Body: { status: Status; note?: string } }>(
    '/admin/applications/:kind/:id',
    {
      preHandler,
      schema: {
        ...doc(
          'Set the status of an application (organisers may set submitted, accepted, waitlisted, rejected; other moves 409); queues the matching e-mail',
        ),
        params: applicationParams,
        body: { type: 'object', properties: { status: statusSchema, note: noteSchema }, required: ['status'], additionalProperties: false },
        refusals: [404, 409],
        response: statusAnswer,
      },
    },
    async (request) => {
      const application = await namedApplication(deps.db, request.params.kind, request.params.id);
      const { status, note } = request.body;
      const result = await moveAsOrganiser(deps, application, { to: status, by: organiserOf(request), note });
      return { data: { status: result.to } };
    },
  );

  app.post<{ Params: { kind: string }; Body: { ids: number[]; status: Status; note?: string } }>(
    '/admin/applications/:kind/bulk',
    {
      preHandler,
      schema: {
        ...doc('Set the status of many applications; each in its own transaction, refusals listed with their reason (organisers)'),
        params: kindParams,
        body: {
          type: 'object',
          properties: { ids: { type: 'array', items: idSchema, minItems: 1, maxItems: 1000 }, status: statusSchema, note: noteSchema },
          required: ['ids', 'status'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  changed: { type: 'integer' },
                  refused: {
                    type: 'array',
                    items: { type: 'object', properties: { id: { type: 'integer' }, reason: { type: 'string' } } },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const kind = await resolveKind(deps.db, request.params.kind);
      const { ids, status, note } = request.body;
      const result = await moveManyAsOrganiser(deps, kind, ids, { to: status, by: organiserOf(request), note });
      // The reasons are refusals inside a 200: said in the console's language, as the error handler says its own.
      const language = requestLanguage(request);
      return { data: { ...result, refused: result.refused.map((item) => ({ ...item, reason: refusalWords(item.reason, language) })) } };
    },
  );
}
