import type { FastifyInstance, RouteOptions } from 'fastify';

interface RouteSchema {
  summary?: string;
  description?: string;
  tags?: string[];
  params?: { properties?: Record<string, unknown> };
  querystring?: { properties?: Record<string, unknown>; required?: string[] };
  response?: Record<string, unknown>;
  security?: unknown[];
}

const errorShape = {
  type: 'object',
  properties: { success: { const: false }, message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
};

/**
 * Collects the routes as they are declared and serves an OpenAPI 3.1 description built from their
 * schemas at /api/v1/openapi.json, so the documentation is the code.
 */
export function collectOpenApi(app: FastifyInstance, prefix: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as RouteSchema | undefined;
    if (!schema?.summary || !route.url.startsWith(prefix)) return;
    const path = route.url.slice(prefix.length).replace(/:([A-Za-z]+)/g, '{$1}');
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
    const parameters = [
      ...Object.entries(schema.params?.properties ?? {}).map(([name, s]) => ({ name, in: 'path', required: true, schema: s })),
      ...Object.entries(schema.querystring?.properties ?? {}).map(([name, s]) => ({ name, in: 'query', required: schema.querystring?.required?.includes(name) ?? false, schema: s })),
    ];
    const responses: Record<string, unknown> = {};
    for (const [status, body] of Object.entries(schema.response ?? { 200: {} })) responses[status] = { description: 'Success', content: { 'application/json': { schema: body } } };
    responses.default = { description: 'Error (400, 401, 403, 404, 409, 413, 415, 422, 429)', content: { 'application/json': { schema: errorShape } } };
    for (const method of methods) {
      (paths[path] ??= {})[method.toLowerCase()] = {
        summary: schema.summary,
        description: schema.description,
        tags: schema.tags,
        parameters,
        security: schema.security,
        responses,
      };
    }
  });
  app.get(`${prefix}/openapi.json`, { config: { cacheable: true } }, async () => ({
    openapi: '3.1.0',
    info: { title: 'Space Apps Cairo registration API', version: '1' },
    servers: [{ url: prefix }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN' } } },
    paths,
  }));
}
