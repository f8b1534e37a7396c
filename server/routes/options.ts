import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

/** The option lists of the contract, by endpoint (the spelling is the organisers' existing API's). */
export const OPTION_LIST_ENDPOINTS = [
  'challenges',
  'mentorship-neededs',
  'participation-methods',
  'actual-solutions',
  'study-levelsses',
  'majors',
  'nationality',
  'education-levels',
  'educationlevels',
  'mention-your-fields',
  'bootcamp-team-status',
  'bootcamp-participation-status',
  'workshops',
  'slots',
] as const;

const itemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    type: { type: 'string' },
  },
  required: ['id', 'name'],
} as const;
const listResponse = { 200: { type: 'object', properties: { data: { type: 'array', items: itemSchema } }, required: ['data'] } } as const;

export async function optionRoutes(app: FastifyInstance, deps: AppDeps) {
  // Lists are read-only through the API, so each answer is serialised once.
  const bodies = new Map<string, string>();
  const answer = async (list: string, kind?: string) => {
    const key = `${list}?${kind ?? ''}`;
    let body = bodies.get(key);
    if (body === undefined) {
      body = JSON.stringify({ data: await deps.options.list(list, kind) });
      bodies.set(key, body);
    }
    return body;
  };

  for (const list of OPTION_LIST_ENDPOINTS) {
    app.get(`/${list}`, { config: { cacheable: true }, schema: { summary: `Option list ${list}`, tags: ['options'], response: listResponse } }, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(await answer(list)),
    );
  }

  app.get<{ Querystring: { type?: 'technical' | 'non-technical' } }>(
    '/bootcamp-participant-skills',
    {
      config: { cacheable: true },
      schema: {
        summary: 'Bootcamp skills, technical or non-technical',
        tags: ['options'],
        querystring: { type: 'object', properties: { type: { type: 'string', enum: ['technical', 'non-technical'] } }, additionalProperties: false },
        response: listResponse,
      },
    },
    async (request, reply) => reply.type('application/json; charset=utf-8').send(await answer('bootcamp-participant-skills', request.query.type)),
  );
}
