import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { mediaUrl } from '../admin/application-detail';
import type { Language } from '../../src/engine/index';
import { applicationsCsv, exportFileName } from '../admin/application-export';
import { LANGUAGE_QUERY } from '../admin/export-language';
import type { ListSort } from '../admin/application-list';
import { searchCheckIn } from '../admin/check-in-search';
import { formVersion, listFormVersions } from '../admin/form-versions';
import { resolveKind } from '../admin/named-application';
import { resendMessage } from '../admin/outbox-resend';
import { seatsOfSlot } from '../admin/slot-people';
import type { AppDeps } from '../deps';
import { requestLanguage } from '../http/request-language';
import type { Status } from '../lifecycle/statuses';
import { ROLES, type OrganiserAccess } from '../organisers/access';
import { viewFilters } from './admin-applications';

const dataOf = <Item extends object>(item: Item) => ({ 200: { type: 'object', properties: { data: item } } }) as const;
const listOf = <Item extends object>(item: Item) => dataOf({ type: 'array', items: item });
const dateTime = { type: 'string', format: 'date-time' } as const;
const rowId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const queued = { type: 'object', properties: { id: { type: 'integer' }, status: { const: 'queued' } } } as const;
const queuedAnswer = { type: 'object', properties: { data: queued } } as const;
const versionRow = { type: 'object', properties: { version: { type: 'integer' }, publishedAt: dateTime } } as const;

interface ExportQuerystring {
  kind: string;
  language?: Language;
  status?: Status;
  q?: string;
  sort?: ListSort;
}

/** What the console needs beyond the lifecycle API: the filtered CSV, check-in search, resending e-mail, seats, form versions. */
export async function adminConsoleRoutes(app: FastifyInstance, deps: AppDeps, { allow }: OrganiserAccess) {
  const doc = (summary: string) => ({ summary, tags: ['admin'], security: [{ bearer: [] }] });

  app.get<{ Querystring: ExportQuerystring }>(
    '/admin/applications/export',
    {
      preHandler: allow(ROLES.review),
      schema: {
        ...doc('The applications list as CSV: the filtered view, every page; answers labelled as in the form, files as links (organisers)'),
        refusals: [403, 404],
        querystring: {
          type: 'object',
          properties: { ...viewFilters, language: LANGUAGE_QUERY },
          required: ['kind'],
        },
        // A stream is never serialised, so this only documents the text.
        response: {
          200: {
            description: 'The CSV, an attachment named after the kind, the status and the day',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const { language, ...filters } = request.query;
      const query = { ...filters, kind: await resolveKind(deps.db, filters.kind) };
      const base = `${request.protocol}://${request.host}`;
      const lines = await applicationsCsv(deps, query, (id) => `${base}${mediaUrl(id)}`, { ...(language ? { language } : {}) });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(query, deps.now())}"`)
        .send(Readable.from(lines));
    },
  );

  app.get<{ Querystring: { q: string } }>(
    '/admin/check-in/search',
    {
      preHandler: allow(ROLES.door),
      schema: {
        ...doc('Confirmed and checked-in people by name or e-mail (2 characters or more), at most 20, for the door (organisers, door)'),
        refusals: [422],
        querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 200 } }, required: ['q'] },
        response: listOf({
          type: 'object',
          properties: {
            code: { type: 'string' },
            name: { type: 'string' },
            kind: { type: 'string' },
            teamName: { type: 'string' },
            status: { type: 'string', enum: ['confirmed', 'checked_in'] },
            checkedInAt: dateTime,
          },
        }),
      },
    },
    async (request) => ({ data: await searchCheckIn(deps.db, request.query.q) }),
  );

  app.post<{ Params: { id: number } }>(
    '/admin/outbox/:id/resend',
    {
      preHandler: allow(ROLES.review),
      schema: {
        ...doc(
          'Send an e-mail again: a failed one is queued again (200); a sent one is written afresh with a new private link (201); ' +
            '409 for a queued one, one of no application, or a decision since changed (organisers)',
        ),
        params: { type: 'object', properties: { id: rowId }, required: ['id'] },
        refusals: [403, 404, 409],
        response: { 200: queuedAnswer, 201: queuedAnswer },
      },
    },
    async (request, reply) => {
      const { created, ...data } = await resendMessage(deps, request.params.id);
      return reply.code(created ? 201 : 200).send({ data });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/admin/slots/:id/seats',
    {
      preHandler: allow(ROLES.review),
      schema: {
        ...doc('Who holds the seats of a bootcamp slot, in the order they confirmed; applicationId as the list gives it (organisers)'),
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 0, maximum: 2147483647 } }, required: ['id'] },
        refusals: [403, 404],
        response: listOf({
          type: 'object',
          properties: {
            applicationId: { type: 'integer' },
            name: { type: 'string' },
            email: { type: ['string', 'null'] },
            confirmedAt: dateTime,
          },
        }),
      },
    },
    async (request) => ({ data: await seatsOfSlot(deps.db, request.params.id) }),
  );

  app.get(
    '/admin/forms',
    {
      // Reviewers read every published form's applications; changing forms stays the admins'.
      preHandler: allow(ROLES.review),
      schema: {
        ...doc('Every published form: its live version and title (in the Accept-Language), and all its versions newest first (organisers)'),
        refusals: [403],
        response: listOf({
          type: 'object',
          properties: {
            formId: { type: 'string' },
            title: { type: 'string' },
            version: { type: 'integer' },
            publishedAt: dateTime,
            versions: { type: 'array', items: versionRow },
          },
        }),
      },
    },
    async (request) => ({ data: await listFormVersions(deps.db, requestLanguage(request)) }),
  );

  app.get<{ Params: { formId: string; version: number } }>(
    '/admin/forms/:formId/versions/:version',
    {
      preHandler: allow(ROLES.review),
      schema: {
        ...doc('One published version of a form: the definition as written (organisers)'),
        params: {
          type: 'object',
          properties: { formId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' }, version: rowId },
          required: ['formId', 'version'],
        },
        refusals: [403, 404],
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'object', additionalProperties: true, description: 'The definition as written' },
              version: { type: 'integer' },
              publishedAt: dateTime,
            },
          },
        },
      },
    },
    async (request) => formVersion(deps.db, request.params.formId, request.params.version),
  );
}
