import type { Language } from '../../engine/i18n/languages';

export { isLanguage, LANGUAGES, SOURCE_LANGUAGE, type Language } from '../../engine/i18n/languages';

/** Writing direction of each language, for `dir` on `<html>`. */
export const DIRECTIONS: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

/** The locale `Intl` formats numbers and dates with where a person reads them. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };

/** The language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/** URL prefix of each language: English pages keep today's addresses, Arabic ones live under /ar. */
export const BASENAMES: Record<Language, string> = { en: '', ar: '/ar' };

/** The language a path is written in: '/ar' and '/ar/...' are Arabic, everything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en';
}

/** The same page in another language: '/register?x=1' in Arabic is '/ar/register?x=1'. */
export function pathInLanguage(path: string, language: Language): string {
  const bare = languageOfPath(path) === 'ar' ? path.slice(3) || '/' : path;
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  if (language === 'en') return withSlash;
  const prefix = BASENAMES[language];
  return withSlash === '/' ? prefix : `${prefix}${withSlash}`;
}
