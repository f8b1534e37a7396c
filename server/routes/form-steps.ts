import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { definitionSchema } from '../../src/engine/index';
import type { AppDeps } from '../deps';
import { ROLES, type OrganiserAccess } from '../organisers/access';
import { publicDefinition, publishDefinition } from '../forms/definitions';
import { notFound } from '../http/errors';
import { jsonBody } from './openapi';

// The engine checks a definition (and reports every problem), so the schema is documentation only.
const definitionBody = jsonBody(
  () => z.toJSONSchema(definitionSchema, { target: 'draft-2020-12', io: 'input' }),
  "A form definition (schemas/form-definition.schema.json); exports of the organisers' form builder are accepted as they are.",
);
const params = {
  type: 'object',
  properties: { formId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } },
  required: ['formId'],
} as const;

export async function formStepRoutes(app: FastifyInstance, deps: AppDeps, access: OrganiserAccess) {
  app.get<{ Params: { formId: string } }>(
    '/form-steps/:formId',
    { config: { cacheable: true }, schema: { summary: 'The live version of a form definition', tags: ['forms'], params } },
    async (request) => {
      const definition = await publicDefinition(deps.db, request.params.formId);
      if (!definition) throw notFound('There is no form with this id.');
      return { data: definition };
    },
  );

  app.put<{ Params: { formId: string } }>(
    '/form-steps/:formId',
    {
      preHandler: access.allow(ROLES.admin),
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        summary: 'Publish a new version of a form definition (organisers)',
        tags: ['forms', 'admin'],
        params,
        security: [{ bearer: [] }],
        documentedBody: definitionBody,
        refusals: [422],
      },
    },
    async (request, reply) => {
      const result = await publishDefinition(deps.db, request.params.formId, request.body);
      if (!result.ok) {
        return reply
          .code(422)
          .send({ success: false, message: 'The definition has problems; the published version is unchanged.', errors: result.problems });
      }
      return { data: { id: request.params.formId, version: result.version } };
    },
  );
}
