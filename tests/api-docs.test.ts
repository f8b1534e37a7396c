import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../scripts/docs/openapi-types';
import { API_DOCS_PATH, renderApiDocs } from '../scripts/gen-api-docs';
import { createTestApp, type TestApp } from '../server/test-support/test-app';

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

describe('docs/api.md', () => {
  it('is up to date with the OpenAPI description the server serves (run npm run docs:api)', () => {
    expect(readFileSync(API_DOCS_PATH, 'utf8')).toBe(renderApiDocs(document));
  });

  it('documents every operation once, with its auth and every response status', () => {
    const markdown = renderApiDocs(document);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const heading = `### \`${method.toUpperCase()} ${path}\``;
        const section = markdown.split(heading);
        expect(section.length, heading).toBe(2);
        const own = section[1]!.split('\n### ')[0]!;
        expect(own).toContain('**Auth:** ');
        for (const status of Object.keys(operation.responses))
          expect(own, `${heading} ${status}`).toMatch(new RegExp(`^\\| ${status} \\|`, 'm'));
      }
    }
  });

  it('gives the same text for the same description, whatever order the paths come in', () => {
    const reversed = { ...document, paths: Object.fromEntries(Object.entries(document.paths).reverse()) };
    expect(renderApiDocs(reversed)).toBe(renderApiDocs(document));
  });
});
