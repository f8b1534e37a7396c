import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderApiMarkdown } from './docs/api-markdown';
import type { OpenApiDocument } from './docs/openapi-types';
import { servedOpenApi } from './docs/served-openapi';

export const API_DOCS_PATH = fileURLToPath(new URL('../docs/api.md', import.meta.url));
export const API_INTRO_PATH = fileURLToPath(new URL('../docs/api-intro.md', import.meta.url));

/** docs/api.md as it should read for this description of the API. */
export function renderApiDocs(document: OpenApiDocument): string {
  return renderApiMarkdown(document, readFileSync(API_INTRO_PATH, 'utf8'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_DOCS_PATH, renderApiDocs(await servedOpenApi()));
  console.log(`Wrote ${API_DOCS_PATH}`);
}
