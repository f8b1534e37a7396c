import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

/** Which captcha the forms use, as GET /captcha answers it and the pages carry it. */
export function captchaAnswer(deps: Pick<AppDeps, 'captcha'>): { provider: string; siteKey?: string } {
  return { provider: deps.captcha.provider, ...(deps.captcha.siteKey ? { siteKey: deps.captcha.siteKey } : {}) };
}

export async function captchaRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/captcha', { config: { cacheable: true }, schema: { summary: 'Which captcha the forms use', tags: ['captcha'] } }, async () => ({
    data: captchaAnswer(deps),
  }));

  app.get(
    '/captcha/challenge',
    {
      schema: {
        summary: 'A signed ALTCHA proof-of-work challenge (404 unless ALTCHA is the provider)',
        tags: ['captcha'],
        refusals: [404],
      },
    },
    async (_request, reply) => {
      if (!deps.captcha.challenge) return reply.code(404).send({ success: false, message: 'ALTCHA is not the captcha in use.' });
      return reply.header('cache-control', 'no-store').send(await deps.captcha.challenge());
    },
  );
}
