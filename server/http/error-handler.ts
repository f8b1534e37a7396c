import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, errorBody, serviceUnavailable } from './errors';
import { refusalIn } from './refusal-catalogue';
import { requestLanguage } from './request-language';
import { isUnavailable } from './unavailable';

/** Fixed messages by status: parser messages can quote the body, so they are never passed on. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'The request is malformed.',
  401: 'A valid organiser token is needed.',
  403: 'This action is not allowed.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  409: 'This already exists.',
  411: 'A Content-Length is needed.',
  413: 'The request or one of its files is too large.',
  415: 'This content type is not accepted.',
  422: 'Some answers need fixing.',
  429: 'Too many requests, please try again later.',
};
export const SERVER_FAULT = 'Something went wrong on our side.';
export const OTHER_REFUSAL = 'The request was refused.';

/** Status of errors raised by Fastify and its plugins for what a client sent. */
const clientErrorCodes: Record<string, number> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  FST_REQ_FILE_TOO_LARGE: 413,
  FST_PARTS_LIMIT: 413,
  FST_FILES_LIMIT: 413,
  FST_FIELDS_LIMIT: 413,
  FST_PROTO_VIOLATION: 400,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
  FST_INVALID_JSON_FIELD_ERROR: 400,
};

export function statusOf(error: FastifyError | ApiError): number {
  if (error instanceof ApiError) return error.statusCode;
  if (error.validation) return 400;
  if (error.code && clientErrorCodes[error.code]) return clientErrorCodes[error.code]!;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    // An outage is answered as one (503, Retry-After), never as the client's fault or a bug.
    const error = isUnavailable(thrown) ? serviceUnavailable() : thrown;
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: thrown }, status === 503 ? 'service unavailable' : 'request failed');
    const language = requestLanguage(request);
    reply.header('vary', 'Accept-Language'); // the words depend on it: a cache keeps one answer per language
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return reply.code(status).send(errorBody(refusalIn(error, language)));
    }
    if (status === 413) reply.header('connection', 'close');
    const message = status >= 500 ? SERVER_FAULT : (STATUS_MESSAGES[status] ?? OTHER_REFUSAL);
    return reply.code(status).send(errorBody(refusalIn({ message }, language)));
  });
}
