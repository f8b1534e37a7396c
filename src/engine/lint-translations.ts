import { isLanguage, LANGUAGES, SOURCE_LANGUAGE, type Language } from './i18n/languages';
import type { FormDefinition, Problem, WrittenText } from './model';

/** The languages a text can be read in: its own, or the source language for a plain string. */
const readableIn = (text: WrittenText): string[] => (text.languages.length === 0 ? [SOURCE_LANGUAGE] : text.languages);

/**
 * Once any text of a definition is translated, every text should be given in each language used: a text missing
 * one shows in another language there (English first). A language the site does not speak is never shown.
 */
export function translationProblems(definition: FormDefinition): Problem[] {
  const texts = definition.texts ?? [];
  const translated = texts.filter((text) => text.languages.length > 0);
  if (translated.length === 0) return [];
  const used = LANGUAGES.filter((language) => translated.some((text) => text.languages.includes(language)));
  const problems: Problem[] = [];
  for (const text of texts) {
    for (const key of text.languages.filter((language) => !isLanguage(language))) {
      problems.push({
        path: `${text.path}.${key}`,
        message: `"${key}" is not a language of the site, so this text is never shown in it`,
        hint: `The site speaks ${LANGUAGES.join(', ')}`,
      });
    }
    const missing = used.filter((language: Language) => !readableIn(text).includes(language));
    if (missing.length === 0) continue;
    problems.push({
      path: text.path,
      message: `Not translated into ${missing.map((language) => `"${language}"`).join(', ')}`,
      hint:
        text.languages.length === 0
          ? `Other texts of this form are translated; write this one as { "${SOURCE_LANGUAGE}": "…", ${missing.map((language) => `"${language}": "…"`).join(', ')} }`
          : `Add ${missing.map((language) => `"${language}"`).join(', ')}; until then it shows in ${readableIn(text).includes(SOURCE_LANGUAGE) ? `"${SOURCE_LANGUAGE}"` : `"${text.languages[0]}"`}`,
    });
  }
  return problems;
}
