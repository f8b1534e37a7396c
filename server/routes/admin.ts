import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { Language } from '../../src/engine/index';
import { submissionsCsv } from '../admin/export';
import { LANGUAGE_QUERY } from '../admin/export-language';
import { formIdOfQuery, submissionRecords } from '../admin/records';
import { media } from '../db/schema';
import type { AppDeps } from '../deps';
import { ROLES, type OrganiserAccess } from '../organisers/access';
import { compiledForm, latestForm } from '../forms/definitions';
import { ApiError, notFound } from '../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Photos (re-encoded on upload) open in the browser from the console's and the CSV's links; anything else downloads.
const SHOWN_INLINE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** A file name that cannot break the header; the original name rides in filename*. */
function disposition(name: string, mimeType: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `${SHOWN_INLINE.has(mimeType) ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A click on a file link (the CSV's, the console's) without a session goes to the sign-in page, which
 * comes back here; a script's request still hears 401.
 */
function signInFirst(preHandler: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler {
  return async function mediaAccess(request, reply) {
    try {
      await preHandler.call(this, request, reply);
    } catch (error) {
      if (!(error instanceof ApiError && error.statusCode === 401 && request.headers['sec-fetch-mode'] === 'navigate')) throw error;
      const path = request.url.split('?')[0]!;
      return reply.redirect(`/admin/sign-in?next=${encodeURIComponent(path)}`, 303);
    }
  };
}

export async function adminRoutes(app: FastifyInstance, deps: AppDeps, access: OrganiserAccess) {
  const preHandler = access.allow(ROLES.review);
  const security = [{ bearer: [] }];

  app.get<{ Querystring: { form: string; format?: 'json' | 'csv'; language?: Language } }>(
    '/admin/submissions',
    {
      preHandler,
      schema: {
        summary: 'Submissions of a form as JSON or CSV; the CSV is headed by field name, or by label in the `language` asked (organisers)',
        tags: ['admin'],
        security,
        // 404 for an unknown form.
        refusals: [404],
        querystring: {
          type: 'object',
          properties: {
            form: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' },
            format: { type: 'string', enum: ['json', 'csv'] },
            language: LANGUAGE_QUERY,
          },
          required: ['form'],
        },
      },
    },
    async (request, reply) => {
      const formId = formIdOfQuery(request.query.form);
      const { language } = request.query;
      const form = await latestForm(deps.db, formId, language);
      if (!form) throw notFound('There is no form with this id.');
      const records = await submissionRecords(deps.db, formId);
      if (request.query.format !== 'csv') {
        return {
          data: records.map((record) => ({
            id: record.id,
            formVersion: record.formVersion,
            submittedAt: record.createdAt,
            ...record.meta,
            data: record.data,
          })),
        };
      }
      const ready = await compiledForm(deps.db, form);
      const base = `${request.protocol}://${request.host}`;
      const csv = await submissionsCsv(
        ready.compiled.definition,
        ready.forms,
        records,
        deps.options,
        (id) => `${base}/api/v1/admin/media/${id}`,
        language !== undefined,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${formId}-submissions.csv"`)
        .send(csv);
    },
  );

  /** The media row of an id, or 404. */
  const mediaOf = async (id: string) => {
    if (!UUID.test(id)) throw notFound('There is no file with this id.');
    const [file] = await deps.db.select().from(media).where(eq(media.id, id));
    if (!file) throw notFound('There is no file with this id.');
    return file;
  };
  const fileHeaders = (reply: FastifyReply, file: typeof media.$inferSelect, size: number) =>
    reply
      .type(file.mimeType)
      .header('content-length', size)
      .header('content-disposition', disposition(file.originalName, file.mimeType))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', 'sandbox');

  app.get<{ Params: { id: string } }>(
    '/admin/media/:id',
    {
      preHandler: signInFirst(preHandler),
      // Fastify's own HEAD would run this handler and read the whole file to throw it away: the route below answers instead.
      exposeHeadRoute: false,
      schema: {
        summary: 'An uploaded file, as an attachment (organisers)',
        tags: ['admin'],
        security,
        params: { type: 'object', properties: { id: { type: 'string' } } },
        // A stream is never serialised, so this only documents the bytes.
        response: {
          200: {
            description: 'The file, with its stored type',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          },
          303: { description: 'A browser navigation (Sec-Fetch-Mode: navigate) without a session: to /admin/sign-in?next=<this path>' },
        },
      },
    },
    async (request, reply) => {
      const file = await mediaOf(request.params.id);
      // Missing bytes are a 404 like a missing row; an unreachable store throws and answers 503 (http/unavailable.ts).
      const stored = await deps.storage.open(file.storageKey);
      if (!stored) throw notFound('There is no file with this id.');
      return fileHeaders(reply, file, stored.size).send(stored.stream);
    },
  );
  // The same headers, from the file's size alone: a HEAD never downloads the object.
  app.head<{ Params: { id: string } }>(
    '/admin/media/:id',
    { preHandler: signInFirst(preHandler), schema: { hide: true } },
    async (request, reply) => {
      const file = await mediaOf(request.params.id);
      const size = await deps.storage.sizeOf(file.storageKey);
      if (size === undefined) throw notFound('There is no file with this id.');
      return fileHeaders(reply, file, size).send();
    },
  );
}
