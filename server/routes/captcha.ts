import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

export async function captchaRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/captcha', { config: { cacheable: true }, schema: { summary: 'Which captcha the forms use', tags: ['captcha'] } }, async () => ({
    data: { provider: deps.captcha.provider, ...(deps.captcha.siteKey ? { siteKey: deps.captcha.siteKey } : {}) },
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
