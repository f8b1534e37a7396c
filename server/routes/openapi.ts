import swagger, { type FastifyDynamicSwaggerOptions, type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';

type Json = Record<string, unknown>;
type Operation = Json & { parameters?: Json[]; requestBody?: Json; responses: Json; security?: unknown[] };
type DocumentedBody = ReturnType<NonNullable<FastifySchema['documentedBody']>>;

/** The documentation-only body of a route whose handler checks a JSON body itself (with zod). */
export const jsonBody = (schema: () => Json, description?: string) => (): DocumentedBody => ({
  description,
  content: { 'application/json': schema() },
});

/** The refusals of the contract, by status: component name and when it happens. */
const REFUSALS: Record<number, [name: string, description: string]> = {
  400: ['BadRequest', 'Malformed request: body, query, path or header'],
  401: ['Unauthorized', 'Missing or wrong organiser token (ADMIN_TOKEN)'],
  403: ['Forbidden', 'Not allowed now, e.g. outside the registration window'],
  404: ['NotFound', 'Unknown id'],
  409: ['Conflict', "Already registered (`errors` names the clashing field); for a draft's file or e-mail, no draft saved yet"],
  410: ['Gone', 'The link has expired or is not valid'],
  413: ['TooLarge', 'The body or one of its files is too large'],
  415: ['UnsupportedType', 'Content type, content encoding or file type refused'],
  422: [
    'Unprocessable',
    'Validation errors by field (`members.<i>.<field>` for team members), or an Idempotency-Key reused with another body',
  ],
  429: ['TooManyRequests', 'Too many requests; try again after Retry-After seconds'],
};

const apiError = {
  type: 'object',
  description: 'Every refusal carries this body.',
  properties: {
    success: { const: false },
    message: { type: 'string' },
    errors: {
      description: 'Messages by field name; PUT /form-steps/{formId} lists definition problems by path instead.',
      anyOf: [
        { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        {
          type: 'array',
          items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } }, required: ['path', 'message'] },
        },
      ],
    },
    rules: {
      description:
        'A 422 of the form engine: the rules that failed by field path, as data, in the order of `errors` ' +
        '(`{ "name_en": [{ "rule": "minLength", "params": { "min": 3 } }] }`); the same in every language.',
      type: 'object',
      additionalProperties: {
        type: 'array',
        items: { type: 'object', properties: { rule: { type: 'string' }, params: { type: 'object' } }, required: ['rule', 'params'] },
      },
    },
  },
  required: ['success', 'message'],
};

const refusalResponses = Object.fromEntries(
  Object.values(REFUSALS).map(([name, description]) => [
    name,
    {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      ...(name === 'TooManyRequests'
        ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
        : {}),
    },
  ]),
);

const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  description:
    'The same key with the same body returns the first answer (with Idempotent-Replayed: true) and creates nothing new; with another body, 422.',
  schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,200}$' },
};

const components = {
  securitySchemes: {
    bearer: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN (organisers)' },
    session: {
      type: 'apiKey',
      in: 'cookie',
      name: 'organiser_session',
      description: 'Organiser session (POST /admin/session); a state change also sends X-CSRF-Token',
    },
  },
  schemas: { ApiError: apiError },
  responses: refusalResponses,
  parameters: { IdempotencyKey: idempotencyKey },
};

/** Moves `$defs` (or draft-7 `definitions`) of a body schema into components, since refs resolve from the document root. */
function liftDefinitions(schema: Json, schemas: Json): Json {
  const { $schema: _dialect, $defs, definitions, ...root } = schema;
  const defs = ($defs ?? definitions) as Record<string, Json> | undefined;
  if (!defs) return root;
  const name = String(root.title ?? 'Body').replace(/(?:^|\W+)(\w)/g, (_match, letter: string) => letter.toUpperCase());
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string'
          ? value.replace(/^#\/(?:\$defs|definitions)\//, `#/components/schemas/${name}.`).replace(/^#$/, `#/components/schemas/${name}`)
          : rewrite(value),
      ]),
    );
  };
  for (const [key, value] of Object.entries(defs)) schemas[`${name}.${key}`] = rewrite(value);
  schemas[name] = rewrite(root);
  return { $ref: `#/components/schemas/${name}` };
}

/**
 * The statuses a route refuses with: 400, 401, 413, 415 and 429 follow from its inputs, token and
 * method; the others are the route's own list, or 404 for a route with path parameters that has none.
 */
function refusalsOf(method: string, operation: Operation, own: number[] | undefined): number[] {
  const statuses = new Set(own ?? (operation.parameters?.some((parameter) => parameter.in === 'path') ? [404] : []));
  if (operation.parameters?.length || operation.requestBody) statuses.add(400);
  if (operation.security?.length) statuses.add(401);
  if (operation.requestBody) [413, 415].forEach((status) => statuses.add(status));
  if (operation['x-idempotent']) statuses.add(422);
  // Every POST is rate limited (security/rate-limit.ts).
  if (method === 'post') statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** Turns the documentation keywords the transform carried as `x-` fields into request bodies, headers and refusals. */
const finishOperations: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject as Json;
  const { schemas } = document.components as { schemas: Json };
  for (const item of Object.values(document.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, shared] of Object.entries(item)) {
      const operation: Operation = structuredClone(shared);
      const body = operation['x-body'] as DocumentedBody | undefined;
      if (body) {
        const content = Object.fromEntries(
          Object.entries(body.content).map(([type, schema]) => [type, { schema: liftDefinitions(schema, schemas) }]),
        );
        operation.requestBody = { required: true, ...(body.description ? { description: body.description } : {}), content };
      }
      if (operation['x-idempotent'])
        operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
      for (const status of refusalsOf(method, operation, operation['x-refusals'] as number[] | undefined)) {
        operation.responses[status] ??= { $ref: `#/components/responses/${REFUSALS[status]![0]}` };
      }
      for (const key of ['x-body', 'x-idempotent', 'x-refusals']) delete operation[key];
      item[method] = operation;
    }
  }
  return documentObject.openapiObject;
};

/**
 * Describes the API in OpenAPI 3.1 at /api/v1/openapi.json, generated by @fastify/swagger from the
 * route schemas: routes under the prefix with a summary are listed, the rest are internal.
 */
export async function registerOpenApi(app: FastifyInstance, prefix: string) {
  const transform: SwaggerTransform = ({ schema, url }) => {
    if (!schema?.summary || !url.startsWith(`${prefix}/`)) return { schema: { ...schema, hide: true }, url };
    const { documentedBody, idempotent, refusals, ...rest } = schema;
    const extensions = { 'x-body': documentedBody?.(), 'x-idempotent': idempotent, 'x-refusals': refusals };
    return { schema: { ...rest, ...Object.fromEntries(Object.entries(extensions).filter(([, value]) => value !== undefined)) }, url };
  };
  await app.register(swagger, {
    // Plain JSON; openapi-types would want every `type` as a literal.
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Space Apps Cairo registration API', version: '1' },
      servers: [{ url: prefix }],
      components,
    } as FastifyDynamicSwaggerOptions['openapi'],
    // OpenAPI 3.1 schemas are JSON Schema 2020-12, where const is valid.
    convertConstToEnum: false,
    transform,
    transformObject: finishOperations,
  });

  // Built on the first request (app.swagger() caches the document), then served as the same bytes.
  let body: string | undefined;
  app.get(`${prefix}/openapi.json`, { config: { cacheable: true } }, async (_request, reply) => {
    body ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
