import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { ROLES, type OrganiserAccess } from '../organisers/access';
import { unprocessable } from '../http/errors';
import { eventSettingsSchema, readSettings, writeSettings } from '../settings/settings';
import { jsonBody } from './openapi';

// Checked with zod in the handler, so the schema is documentation only.
const settingsBody = jsonBody(() => z.toJSONSchema(eventSettingsSchema, { io: 'input' }), 'The whole settings object (ISO 8601 date-times).');

export async function settingsRoutes(app: FastifyInstance, deps: AppDeps, access: OrganiserAccess) {
  app.get('/settings', { config: { cacheable: true }, schema: { summary: 'Event dates and registration windows', tags: ['settings'] } }, async () => ({
    data: await readSettings(deps.db),
  }));

  app.put(
    '/settings',
    {
      preHandler: access.allow(ROLES.admin),
      schema: { summary: 'Change the event dates (organisers)', tags: ['settings', 'admin'], security: [{ bearer: [] }], documentedBody: settingsBody, refusals: [422] },
    },
    async (request) => {
      const parsed = eventSettingsSchema.safeParse(request.body);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'settings'] ??= []).push(issue.message);
        throw unprocessable(errors, 'The settings are invalid.');
      }
      await writeSettings(deps.db, parsed.data);
      return { data: parsed.data };
    },
  );
}
