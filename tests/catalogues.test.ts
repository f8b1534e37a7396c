import { readdirSync, readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lingui.config';

const localesDir = new URL('../src/locales/', import.meta.url);
const read = (language: string, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, localesDir), 'utf8')) as Record<string, string>;

/** The names a message interpolates: `{count, plural, …}` and `{name}` give count and name; `<0>` tags their numbers. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w.]*)\s*(?:[,}])/g)) names.add(match[1]!);
  for (const match of message.matchAll(/<(\d+)>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

describe('message catalogues', () => {
  it('has one file per language and namespace, and no other', () => {
    for (const language of ['en', 'ar']) {
      const files = readdirSync(new URL(`${language}/`, localesDir)).sort();
      expect(files, language).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
    }
  });

  for (const namespace of NAMESPACES) {
    describe(namespace, () => {
      const english = read('en', namespace);
      const arabic = read('ar', namespace);

      it('gives every English message an Arabic one, and nothing more', () => {
        expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
      });

      it('keeps the placeholders and markup of each message in Arabic', () => {
        for (const [id, message] of Object.entries(english)) {
          expect(placeholdersOf(arabic[id] ?? ''), id).toEqual(placeholdersOf(message));
        }
      });

      it('has no empty message and every message compiles as ICU', () => {
        for (const [language, catalogue] of [
          ['en', english],
          ['ar', arabic],
        ] as const) {
          for (const [id, message] of Object.entries(catalogue)) {
            expect(message.trim(), `${language} ${id}`).not.toBe('');
            expect(() => compileMessage(message), `${language} ${id}`).not.toThrow();
          }
        }
      });

      it('writes Arabic in Arabic: each Arabic message has Arabic letters unless it is a name or a number', () => {
        const untranslated = Object.entries(arabic).filter(
          ([id, message]) => !/[\u0600-\u06FF]/.test(message) && message === english[id] && /[a-z]{3}/i.test(message),
        );
        // Brand names and addresses stay in Latin script: they are listed here so a forgotten translation still fails.
        const allowed = new Set(['NASA Space Apps Challenge', 'Space Apps Cairo', 'English']);
        expect(untranslated.filter(([, message]) => !allowed.has(message)).map(([id]) => id)).toEqual([]);
      });
    });
  }
});
