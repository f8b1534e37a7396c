import { ARABIC_STOP_WORDS, isArabicWord, normalizeArabic, stemArabic } from './arabic-text';

// Words that say nothing about what is asked; question words stay, they tell dates from places.
const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from as into about is are was were be been being am do does did doing ' +
    'have has had having i me my mine we our us you your yours he she it its they them their this that these those there here ' +
    'can could will would shall should may might must need needs please tell know let give get got any some all also just so ' +
    'than then too very what which who whom whose why not no yes hi hello hey thanks thank ok okay im dont s use using used want like'
  ).split(' '),
);

/** Lower-cased words and numbers of a text, in order; Arabic words normalised (no diacritics, one alef). */
export function tokenize(text: string): string[] {
  return normalizeArabic(text)
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

/** A light stemmer, English or Arabic by the word's script: enough for "members"/"member", "staying"/"stay", "dates"/"date". */
export function stem(word: string): string {
  if (isArabicWord(word)) return stemArabic(word);
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('es') && /(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

export const isStopWord = (token: string) => STOP_WORDS.has(token) || ARABIC_STOP_WORDS.has(token);

/** Stems of the meaningful words of a text (stop words dropped). */
export function terms(text: string): string[] {
  return tokenize(text)
    .filter((token) => !isStopWord(token))
    .map(stem);
}
