import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { FILE_MAX_SIZE } from '../src/engine/index';
import type { AppDeps } from './deps';
import { installErrorHandler, STATUS_MESSAGES } from './http/error-handler';
import { refusalWords } from './http/refusal-catalogue';
import { requestLanguage } from './http/request-language';
import { adminRoutes } from './routes/admin';
import { organiserAccess } from './organisers/access';
import { adminConsoleRoutes } from './routes/admin-console';
import { adminLifecycleRoutes } from './routes/admin-lifecycle';
import { adminSessionRoutes } from './routes/admin-session';
import { applicationRoutes } from './routes/applications';
import { assistantRoutes } from './routes/assistant';
import { captchaAnswer, captchaRoutes } from './routes/captcha';
import { chatbotRoutes } from './routes/chatbot';
import { draftRoutes } from './routes/drafts';
import { formStepRoutes } from './routes/form-steps';
import { healthRoutes } from './routes/health';
import { registerOpenApi } from './routes/openapi';
import { optionRoutes } from './routes/options';
import { settingsRoutes } from './routes/settings';
import { readSettings } from './settings/settings';
import { submissionRoutes } from './routes/submissions';
import { refuseEncodedBodies } from './security/body-guards';
import { registerSecurityHeaders } from './security/headers';
import { loggerOptions, OneLinePerRequest } from './security/logging';
import { registerRateLimits } from './security/rate-limit';
import { registerStorableText } from './security/storable-text';
import { publicDefinitions } from './forms/definitions';
import { registerSite } from './site';

export const API_PREFIX = '/api/v1';

// Augmented through 'fastify', as @fastify/swagger does: an augmentation of 'fastify/types/schema' would not merge with its keywords.
declare module 'fastify' {
  /**
   * Documentation-only keywords, read by routes/openapi.ts (ajv never sees them);
   * summary, tags, security and hide come with @fastify/swagger.
   */
  interface FastifySchema {
    /** A body the handler checks itself (zod, the form engine): JSON Schema by media type, built when first asked for. */
    documentedBody?: () => { description?: string; content: Record<string, Record<string, unknown>> };
    /** Honours the Idempotency-Key header. */
    idempotent?: boolean;
    /** Refusals particular to the route (403, 404, 409, 422); 400, 401, 413, 415 and 429 follow from its inputs, token and method. */
    refusals?: number[];
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public, non-personal answer: may be cached. Everything else under /api says no-store. */
    cacheable?: boolean;
  }
}

/** The whole HTTP application; tests drive it with inject(), main.ts makes it listen. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.logLevel ?? 'silent', deps.logStream),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    trustProxy: deps.trustProxy ?? false,
    // Query strings may carry personal data (the chatbot log); never put them in request ids.
    genReqId: () => crypto.randomUUID(),
    // Malformed URLs and the like: Fastify's own message would quote the URL back.
    frameworkErrors: (_error, request, reply) => {
      const message = refusalWords(STATUS_MESSAGES[400]!, requestLanguage(request as FastifyRequest));
      void (reply as FastifyReply).code(400).send({ success: false, message });
    },
  });
  installErrorHandler(app);
  refuseEncodedBodies(app);
  await registerOpenApi(app, API_PREFIX);
  await registerSecurityHeaders(app);
  await registerRateLimits(app, deps.rateLimit, deps.redis);
  await app.register(multipart, {
    limits: {
      fieldNameSize: 200,
      fieldSize: 100 * 1024,
      fields: 1_000,
      files: 60,
      parts: 1_100,
      headerPairs: 100,
      fileSize: FILE_MAX_SIZE,
    },
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api') && !request.routeOptions.config.cacheable && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  const access = organiserAccess(deps);
  await app.register(
    async (api) => {
      // Before the routes, so every API route inherits it; the site stores nothing.
      registerStorableText(api);
      await healthRoutes(api, deps);
      await optionRoutes(api, deps);
      await formStepRoutes(api, deps, access);
      await settingsRoutes(api, deps, access);
      await submissionRoutes(api, deps);
      await draftRoutes(api, deps);
      await chatbotRoutes(api, deps);
      await assistantRoutes(api, deps);
      await captchaRoutes(api, deps);
      await applicationRoutes(api, deps);
      await adminRoutes(api, deps, access);
      await adminLifecycleRoutes(api, deps, access);
      await adminConsoleRoutes(api, deps, access);
      await adminSessionRoutes(api, deps, access);
    },
    { prefix: API_PREFIX },
  );
  await registerSite(app, deps.siteDir, {
    recaptcha: deps.captcha.provider === 'recaptcha',
    pageData: async () => ({ settings: await readSettings(deps.db), captcha: captchaAnswer(deps) }),
    definitions: (formIds) => publicDefinitions(deps.db, formIds),
  });
  return app;
}
