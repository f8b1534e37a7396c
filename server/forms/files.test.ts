import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { readFormFiles } from './files';

const dir = mkdtempSync(join(tmpdir(), 'sac-forms-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('reads built-in forms first and skips unreadable examples, but not unreadable built-ins', () => {
  mkdirSync(join(dir, 'examples'));
  writeFileSync(join(dir, 'zeta.json'), JSON.stringify({ id: 'zeta', title: 'Z', steps: [] }));
  writeFileSync(join(dir, 'examples', 'alpha.json'), JSON.stringify({ title: 'A', steps: [] }));
  writeFileSync(join(dir, 'examples', 'broken.json'), '{ not json');
  expect(readFormFiles(dir).map((file) => [file.id, file.builtIn])).toEqual([
    ['zeta', true],
    ['alpha', false], // known by its file name
  ]);
  writeFileSync(join(dir, 'broken.json'), '{ not json');
  expect(() => readFormFiles(dir)).toThrow();
});
