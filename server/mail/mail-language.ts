import { isLanguage, pathInLanguage, SOURCE_LANGUAGE, type Language } from '../../src/lib/i18n/languages';

/** A stored language ('en', 'ar'); anything else (a row older than the column, a language since dropped) is the source one. */
export const storedLanguage = (value: unknown): Language => (isLanguage(value) ? value : SOURCE_LANGUAGE);

/** A page of the site as an e-mail links it: Arabic messages lead to the Arabic pages (/ar/...). */
export const pageLink = (publicUrl: string, path: string, language: Language) => `${publicUrl}${pathInLanguage(path, language)}`;

const BUILT_IN_LABELS: Record<Language, Record<string, string>> = {
  en: { bootcamp: 'the bootcamp', 'hackathon-team': 'the hackathon' },
  ar: { bootcamp: 'المعسكر التدريبي', 'hackathon-team': 'الهاكاثون' },
};

/** What was applied to, as e-mails say it: 'the bootcamp', 'the hackathon', or a published form's title (else its id). */
export function applicationLabel(formId: string, language: Language, title?: string): string {
  const builtIn = BUILT_IN_LABELS[language];
  return Object.hasOwn(builtIn, formId) ? builtIn[formId]! : title || formId;
}

/** Whom a message greets when there is no name to trust ("Dear applicant,"). */
export const NAMELESS: Record<Language, string> = { en: 'applicant', ar: 'أيها المتقدّم' };
