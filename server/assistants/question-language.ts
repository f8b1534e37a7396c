import type { Language } from '../../src/lib/i18n/languages';

const ARABIC_WORD = /\p{Script=Arabic}+/u;
const LATIN_WORD = /\p{Script=Latin}+/u;

/**
 * The language to answer a question in: the one it is written in. Any Arabic word makes it Arabic (whoever
 * types Arabic reads it, and brand names stay Latin: "ما هو NASA Space Apps Challenge؟"); Latin script alone
 * is English, Franco-Arabic too ("ezay a3mel register?"), since its writer chose Latin letters. A question
 * with no words ("?", "2025") is answered in the page's language, which the browser sends as Accept-Language.
 */
export function questionLanguage(question: string, pageLanguage: Language): Language {
  if (ARABIC_WORD.test(question)) return 'ar';
  return LATIN_WORD.test(question) ? 'en' : pageLanguage;
}
