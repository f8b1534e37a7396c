import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../src/engine/index';
import type { AppDeps } from '../deps';
import { requestLanguage } from '../http/request-language';

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

/** An option list's answer, serialised once, with a validator of its bytes. */
interface ListAnswer {
  body: string;
  etag: string;
}

export async function optionRoutes(app: FastifyInstance, deps: AppDeps) {
  // Lists change only through a seed or a migration (a restart; options/option-store.ts): each answer is serialised once,
  // and its ETag, a hash of its bytes, is the same on every instance holding the same lists.
  const answers = new Map<string, Promise<ListAnswer>>();
  // One answer per language: the names are said in the Accept-Language (the lists' own are English).
  const answerOf = (list: string, kind: string | undefined, language: Language) => {
    const key = `${list}?${kind ?? ''}:${language}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = deps.options.listIn(list, kind, language).then((items) => listAnswer(JSON.stringify({ data: items })));
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer;
  };
  const send = async (request: FastifyRequest, reply: FastifyReply, list: string, kind?: string) => {
    const { body, etag } = await answerOf(list, kind, requestLanguage(request));
    reply.header('etag', etag).header('vary', 'Accept-Language');
    // The browser's copy is current: headers only.
    if (isCurrent(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  };

  for (const list of OPTION_LIST_ENDPOINTS) {
    app.get(
      `/${list}`,
      { config: { cacheable: true }, schema: { summary: `Option list ${list}`, tags: ['options'], response: listResponse } },
      (request, reply) => send(request, reply, list),
    );
  }

  app.get<{ Querystring: { type?: 'technical' | 'non-technical' } }>(
    '/bootcamp-participant-skills',
    {
      config: { cacheable: true },
      schema: {
        summary: 'Bootcamp skills, technical or non-technical',
        tags: ['options'],
        querystring: {
          type: 'object',
          properties: { type: { type: 'string', enum: ['technical', 'non-technical'] } },
          additionalProperties: false,
        },
        response: listResponse,
      },
    },
    (request, reply) => send(request, reply, 'bootcamp-participant-skills', request.query.type),
  );
}

/** If-None-Match names the answer's ETag among others, weak or strong (RFC 9110 compares them weakly), or is "*". */
const isCurrent = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

function listAnswer(body: string): ListAnswer {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}
