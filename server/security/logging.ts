import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { batchedLogStream } from './batched-log-stream';

/**
 * Logs never carry personal data: no query strings (the chatbot log takes its text there), no bodies,
 * no auth headers, and database errors lose their "detail" and parameters, which quote the values.
 * Without a stream of the caller's, lines go to stdout in batches (batched-log-stream.ts).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    stream: stream ?? batchedLogStream(),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["idempotency-key"]'], remove: true },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, path: loggablePath(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: safeError,
    },
  };
}

/**
 * One line per request, once answered, instead of Fastify's two (incoming + completed): method, route pattern
 * (`/api/v1/applications/:token`, never the token), status and time. Routes with `logLevel: 'silent'` (probes) write none.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  // The completed line names the path and its 404.
  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? loggablePath(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/** A request's path without its query string, the secret of a private link, or an organiser's e-mail. */
export const loggablePath = (url: string) =>
  url
    .split('?')[0]!
    .replace(/^(\/api\/v1\/applications|\/application)\/[^/]+/, '$1/:token')
    .replace(/^(\/api\/v1\/admin\/organisers)\/[^/]+/, '$1/:email');

interface LoggableError {
  name?: string;
  message?: string;
  code?: string;
  stack?: string;
  cause?: unknown;
  constraint?: string;
  query?: unknown;
}

/** Keeps the kind and code of an error; drops anything that may quote a submitted value. */
export function safeError(error: LoggableError) {
  const cause = (error.cause ?? undefined) as LoggableError | undefined;
  const fromDatabase = error.query !== undefined || error.name === 'DrizzleQueryError';
  return {
    type: error.name ?? 'Error',
    code: error.code ?? cause?.code,
    constraint: error.constraint ?? cause?.constraint,
    message: fromDatabase ? 'database query failed' : (error.message ?? ''),
    stack: fromDatabase ? '' : (error.stack?.split('\n').slice(0, 6).join('\n') ?? ''),
  };
}
