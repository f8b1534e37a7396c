import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { ROLES, type OrganiserAccess } from '../organisers/access';
import { unprocessable } from '../http/errors';
import { eventSettingsSchema, readSettings, writeSettings } from '../settings/settings';
import { jsonBody } from './openapi';

// Checked with zod in the handler, so the schema is documentation only.
const BODY_TEXT =
  'The whole settings object: ISO 8601 date-times, the venues, the contact e-mail address and https social links. ' +
  'Left out, venue, contactEmail and socialLinks keep the shipped values (src/lib/event/default-event.ts).';
const settingsBody = jsonBody(() => z.toJSONSchema(eventSettingsSchema, { io: 'input' }), BODY_TEXT);
const SUMMARY = 'Event dates, registration windows, venues, contact address and social links';

export async function settingsRoutes(app: FastifyInstance, deps: AppDeps, access: OrganiserAccess) {
  app.get('/settings', { config: { cacheable: true }, schema: { summary: SUMMARY, tags: ['settings'] } }, async () => ({
    data: await readSettings(deps.db),
  }));

  app.put(
    '/settings',
    {
      preHandler: access.allow(ROLES.admin),
      schema: {
        summary: 'Change the event settings (organisers)',
        tags: ['settings', 'admin'],
        security: [{ bearer: [] }],
        documentedBody: settingsBody,
        refusals: [422],
      },
    },
    async (request) => {
      const parsed = eventSettingsSchema.safeParse(request.body);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const messages = (errors[issue.path.join('.') || 'settings'] ??= []);
          // A link that is neither https nor a domain fails two checks with the same words: say them once.
          if (!messages.includes(issue.message)) messages.push(issue.message);
        }
        throw unprocessable(errors, 'The settings are invalid.');
      }
      await writeSettings(deps.db, parsed.data);
      return { data: parsed.data };
    },
  );
}
