import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { exportedNames, standIn } from './zod-without-json-schema';

const zodDir = dirname(
  createRequire(import.meta.url)
    .resolve('zod/v4/core')
    .replace(/index\.c?js$/, 'index.js'),
);
const folder = mkdtempSync(join(tmpdir(), 'zod-stand-in-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Writes the stand-in the browser build would use for one of zod's modules and imports it, beside the real one. */
async function both(file: string) {
  const realFile = join(zodDir, file);
  const standInFile = join(folder, file.replace('/', '-').replace(/\.js$/, '.mjs'));
  writeFileSync(standInFile, standIn(realFile, readFileSync(realFile, 'utf8')));
  const real = (await import(pathToFileURL(realFile).href)) as Record<string, unknown>;
  const stand = (await import(pathToFileURL(standInFile).href)) as Record<string, unknown>;
  return { real, stand };
}

describe("the browser build's stand-in for zod's JSON Schema modules", () => {
  it.each(['json-schema-processors.js', 'to-json-schema.js'])('exports every name zod exports from %s', async (file) => {
    const { real, stand } = await both(file);
    expect(Object.keys(stand).sort()).toEqual(Object.keys(real).sort());
  });

  it('keeps the real aggregateChecks (the classes read minLength and format through it) and throws for the rest', async () => {
    const { real, stand } = await both('json-schema-processors.js');
    expect(stand.aggregateChecks).toBe(real.aggregateChecks);
    expect(() => (stand.stringProcessor as () => unknown)()).toThrow(
      /stringProcessor: JSON Schema generation is not part of the browser build/,
    );
  });

  it("reads names from export statements and lists, not from a module's other text", () => {
    const names = exportedNames(
      'export const a = 1;\nexport function b() {}\nconst c = 2, d = 3;\nexport { c, d as e };\nexport { f } from "./f.js";\n// export const g',
    );
    expect(names).toEqual(['a', 'b', 'c', 'e']);
  });
});
