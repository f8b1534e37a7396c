import { Ajv2020 } from 'ajv/dist/2020';
import type * as Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Json = Record<string, unknown>;
interface Operation {
  summary?: string;
  parameters?: Json[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
  security?: Record<string, string[]>[];
}

// Every route as Fastify registers it, to compare with the description.
const declared = vi.hoisted(() => [] as { method: string; url: string; summary?: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof Fastify>();
  const create = (options?: Fastify.FastifyServerOptions) =>
    actual.default(options).addHook('onRoute', (route: Fastify.RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        if (method !== 'HEAD') declared.push({ method: method.toLowerCase(), url: route.url, summary: route.schema?.summary });
    });
  return { ...actual, default: create };
});

/** Routes under /api/v1 left out of the description on purpose; anything else needs a summary. */
const INTERNAL = ['get /api/v1/openapi.json'];
const SUBMISSIONS = ['/bootcamp-participants', '/hackathon-registration', '/bootcamp-confirmations', '/form-response-items'];

let t: TestApp;
let document: {
  openapi: string;
  info: Json;
  servers: Json[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, Json>>;
};
const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

/** Every `$ref` in the document, with where it is. */
function refsOf(node: unknown, at = '#'): [string, string][] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [[at, value] as [string, string]] : refsOf(value, `${at}/${key}`),
  );
}
const resolve = (ref: string) =>
  ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document of the /api/v1 routes, relative to its server', () => {
    expect(document).toMatchObject({
      openapi: '3.1.0',
      info: { title: 'Space Apps Cairo registration API', version: expect.any(String) },
      servers: [{ url: '/api/v1' }],
    });
    expect(document.components.securitySchemes!.bearer).toEqual({
      type: 'http',
      scheme: 'bearer',
      description: 'ADMIN_TOKEN (organisers)',
    });
    for (const path of Object.keys(document.paths)) expect(path).toMatch(/^\/(?!api\/v1)[^:]*$/); // no prefix, no :param
    for (const { path, method, operation } of operations()) {
      expect(['get', 'put', 'post', 'delete', 'patch'], `${method} ${path}`).toContain(method);
      expect(Object.keys(operation.responses).length, `${method} ${path} has responses`).toBeGreaterThan(0);
      for (const response of Object.values(operation.responses)) expect(response.description ?? response.$ref).toEqual(expect.any(String));
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declaredInPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      expect(declaredInPath.sort(), `${method} ${path} declares its path parameters`).toEqual(inPath.sort());
    }
  });

  it('resolves every $ref inside the document, and every schema is JSON Schema 2020-12', () => {
    for (const [at, ref] of refsOf(document)) expect(resolve(ref), `${ref} at ${at}`).toBeDefined();
    const ajv = new Ajv2020({ strict: false });
    const schemas = [
      ...Object.entries(document.components.schemas!),
      ...operations().flatMap(({ path, method, operation }) =>
        Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => [`${method} ${path} ${type}`, media.schema] as const),
      ),
    ];
    for (const [name, schema] of schemas) expect(ajv.validateSchema(schema), name).toBe(true);
  });

  it('documents the submission bodies as multipart and JSON, with Idempotency-Key and the contract refusals', () => {
    for (const path of SUBMISSIONS) {
      const post = document.paths[path]!.post!;
      expect(Object.keys(post.requestBody!.content).sort(), path).toEqual(['application/json', 'multipart/form-data']);
      expect(post.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
      for (const status of ['400', '403', '409', '413', '415', '422', '429']) {
        const response = resolve(post.responses[status]!.$ref as string) as { content: { 'application/json': { schema: Json } } };
        expect(response.content['application/json'].schema, `${path} ${status}`).toEqual({ $ref: '#/components/schemas/ApiError' });
      }
    }
    expect(resolve('#/components/parameters/IdempotencyKey')).toMatchObject({ name: 'Idempotency-Key', in: 'header' });
    expect(resolve('#/components/schemas/ApiError')).toMatchObject({
      properties: { success: { const: false }, message: { type: 'string' } },
    });
    const team = document.paths['/hackathon-registration']!.post!.requestBody!.content;
    expect(Object.keys(team['multipart/form-data']!.schema.patternProperties as Json)[0]).toContain('members');
    expect(document.paths['/form-response-items']!.post!.requestBody!.content['application/json']!.schema.properties).toHaveProperty(
      'submitted_at',
    );
  });

  it('documents the bodies the handlers check themselves', () => {
    const settings = document.paths['/settings']!.put!.requestBody!.content['application/json']!.schema;
    expect(settings.properties).toHaveProperty('edition');
    const definition = document.paths['/form-steps/{formId}']!.put!.requestBody!.content['application/json']!.schema;
    expect(resolve(definition.$ref as string)).toMatchObject({ properties: { steps: expect.any(Object) } });
    for (const path of ['/assistant/chat', '/assistant/workshop-suggestions', '/assistant/error-explanations']) {
      expect(document.paths[path]!.post!.requestBody!.content['application/json']!.schema.type, path).toBe('object');
    }
  });

  it('puts the bearer token on every organiser route', () => {
    // Signing in needs no credentials; the session routes read the cookie (tested below).
    const organisers = operations().filter(
      ({ path, method }) =>
        (path.startsWith('/admin/') && path !== '/admin/session') ||
        (method === 'put' && ['/settings', '/form-steps/{formId}'].includes(path)),
    );
    expect(organisers.length).toBeGreaterThan(3);
    for (const { path, method, operation } of organisers) {
      expect(operation.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
      expect(operation.responses['401'], `${method} ${path}`).toEqual({ $ref: '#/components/responses/Unauthorized' });
    }
  });

  it('documents signing in as open to anyone and the session routes by their cookie', () => {
    const session = document.paths['/admin/session']!;
    expect(session.post!.security).toEqual([]);
    expect(session.post!.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(session.get!.security).toEqual([{ session: [] }]);
    expect(document.components.securitySchemes!.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'organiser_session' });
  });

  it('lists every /api/v1 route that has a summary, and nothing else', () => {
    const api = declared.filter((route) => route.url.startsWith('/api/v1/'));
    const undocumented = api.filter((route) => !route.summary).map((route) => `${route.method} ${route.url}`);
    expect(undocumented, 'a new route needs a summary (or a place in INTERNAL)').toEqual(INTERNAL);
    const expected = api
      .filter((route) => route.summary)
      .map((route) => `${route.method} ${route.url.slice('/api/v1'.length).replace(/:(\w+)/g, '{$1}')}`);
    expect(
      operations()
        .map(({ path, method }) => `${method} ${path}`)
        .sort(),
    ).toEqual(expected.sort());
  });

  it('may be cached and is built once', async () => {
    const again = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(again.headers['cache-control']).toBeUndefined();
    expect(again.json()).toEqual(document);
    expect(t.app.swagger()).toBe(t.app.swagger());
  });
});
