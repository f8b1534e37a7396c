import { z } from 'zod';
import { LANGUAGES, SOURCE_LANGUAGE, type Language } from './languages';

/** Translations of one text by language; other language keys are kept (the linter warns) but never shown. */
export type Translations = Partial<Record<Language, string>> & Record<string, string>;

/** A text of a definition: a plain string, or the same text in several languages. */
export type LocalText = string | Translations;

const LANGUAGE_KEY = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

const translationsSchema = z
  .object(
    Object.fromEntries(LANGUAGES.map((language) => [language, z.string().optional()])) as Record<Language, z.ZodOptional<z.ZodString>>,
  )
  .catchall(z.string())
  .check((ctx) => {
    const keys = Object.keys(ctx.value);
    if (keys.length === 0) ctx.issues.push({ code: 'custom', input: ctx.value, message: 'A translated text needs at least one language' });
    for (const key of keys) {
      if (!LANGUAGE_KEY.test(key))
        ctx.issues.push({ code: 'custom', input: ctx.value, path: [key], message: `"${key}" is not a language code such as "en" or "ar"` });
    }
  })
  .meta({ id: 'Translations', description: 'The text by language, e.g. { "en": "Full name", "ar": "الاسم بالكامل" }.', minProperties: 1 });

const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`);

/** Every human text of a definition accepts this: the builder's plain strings, or translations. */
export const localTextSchema = z.union([z.string(), translationsSchema], {
  error: (issue) =>
    issue.input === undefined ? undefined : `Expected text (a string or { "en": "…", "ar": "…" }), got ${describe(issue.input)}`,
});

/** The languages a text is written in: none for a plain string (it serves every language as written). */
export function languagesOf(text: LocalText): string[] {
  return typeof text === 'string' ? [] : Object.keys(text);
}

/** The text in a language, falling back to the source language, then to the first language given. */
export function localize(text: LocalText, language: Language): string {
  if (typeof text === 'string') return text;
  return text[language] ?? text[SOURCE_LANGUAGE] ?? Object.values(text)[0] ?? '';
}
