import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { submissionsCsv } from '../admin/export';
import { formIdOfQuery, submissionRecords } from '../admin/records';
import { media } from '../db/schema';
import type { AppDeps } from '../deps';
import { ROLES, type OrganiserAccess } from '../organisers/access';
import { compiledForm, latestForm } from '../forms/definitions';
import { notFound } from '../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A download name that cannot break the header; the original name rides in filename*. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function adminRoutes(app: FastifyInstance, deps: AppDeps, access: OrganiserAccess) {
  const preHandler = access.allow(ROLES.review);
  const security = [{ bearer: [] }];

  app.get<{ Querystring: { form: string; format?: 'json' | 'csv' } }>(
    '/admin/submissions',
    {
      preHandler,
      schema: {
        summary: 'Submissions of a form as JSON or CSV (organisers)',
        tags: ['admin'],
        security,
        // 404 for an unknown form.
        refusals: [404],
        querystring: {
          type: 'object',
          properties: { form: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' }, format: { type: 'string', enum: ['json', 'csv'] } },
          required: ['form'],
        },
      },
    },
    async (request, reply) => {
      const formId = formIdOfQuery(request.query.form);
      const form = await latestForm(deps.db, formId);
      if (!form) throw notFound('There is no form with this id.');
      const records = await submissionRecords(deps.db, formId);
      if (request.query.format !== 'csv') {
        return { data: records.map((record) => ({ id: record.id, formVersion: record.formVersion, submittedAt: record.createdAt, ...record.meta, data: record.data })) };
      }
      const ready = await compiledForm(deps.db, form);
      const base = `${request.protocol}://${request.host}`;
      const csv = await submissionsCsv(ready.compiled.definition, ready.forms, records, deps.options, (id) => `${base}/api/v1/admin/media/${id}`);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${formId}-submissions.csv"`)
        .send(csv);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/admin/media/:id',
    {
      preHandler,
      schema: {
        summary: 'An uploaded file, as an attachment (organisers)',
        tags: ['admin'],
        security,
        params: { type: 'object', properties: { id: { type: 'string' } } },
        // A stream is never serialised, so this only documents the bytes.
        response: { 200: { description: 'The file, with its stored type', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } } },
      },
    },
    async (request, reply) => {
      if (!UUID.test(request.params.id)) throw notFound('There is no file with this id.');
      const [file] = await deps.db.select().from(media).where(eq(media.id, request.params.id));
      if (!file) throw notFound('There is no file with this id.');
      const { stream, size } = await deps.storage.open(file.storageKey);
      return reply
        .type(file.mimeType)
        .header('content-length', size)
        .header('content-disposition', disposition(file.originalName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .send(stream);
    },
  );
}
