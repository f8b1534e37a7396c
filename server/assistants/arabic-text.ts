// Diacritics (harakat, tanween, shadda, sukun, dagger alef) and tatweel: optional marks that split or disguise words.
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ALEF = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic written the way people type it, as one form: no diacritics, one alef, ه for ة, ي for ى, Western digits. */
export function normalizeArabic(text: string): string {
  return text
    .replace(MARKS, '')
    .replace(ALEF, 'ا')
    .replace(/\u0629/g, 'ه') // ة
    .replace(/\u0649/g, 'ي') // ى
    .replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;

/** A token written in Arabic script. */
export const isArabicWord = (token: string) => ARABIC_LETTER.test(token);

// Articles and joined prepositions, longest first ("وبال" before "و"); as in Lucene's light Arabic stemmer.
const PREFIXES = ['وبال', 'وال', 'بال', 'كال', 'فال', 'لل', 'ال', 'و'];
const SUFFIXES = ['هما', 'كم', 'ات', 'ان', 'ون', 'ين', 'يه', 'ها', 'نا', 'ه', 'ي'];

/** A light Arabic stemmer on normalised words: "والفريق" and "فريقه" both give "فريق"; short words stay whole. */
export function stemArabic(word: string): string {
  let stem = word;
  // A lone و is "and" only before a word of four letters or more: ورشه (workshop) keeps its first letter.
  const prefix = PREFIXES.find((candidate) => stem.startsWith(candidate) && stem.length - candidate.length >= (candidate === 'و' ? 4 : 2));
  if (prefix) stem = stem.slice(prefix.length);
  for (const suffix of SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 3) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  return stem;
}

/** Words that say nothing of what is asked, normalised; question words (متى, أين, كيف) stay, as in English. */
export const ARABIC_STOP_WORDS = new Set(
  (
    'في من على الى عن مع ما ماذا هل هو هي هم انا انت انتم نحن ان انه لا نعم او ثم قد لقد كان كانت يكون تكون هذا هذه ذلك تلك ' +
    'الذي التي الذين عند لدي لدينا لي لك له لها لنا لكم به بها كل اي ايه اية بعض ايضا فقط يا لو اذا او ممكن يمكن يمكنني ' +
    'اريد عايز عاوز عايزه حابب محتاج اعرف اعرفه معرفه سؤال لو سمحت من فضلك شكرا مرحبا السلام عليكم اهلا ده دي دا هو ايه بتاع ' +
    'بتاعه ازيك كده بس طيب طب يعني فيه هناك هنا اللي ينفع ينفعش يمكنه يمكننا يمكنني يمكنك نستطيع استطيع'
  )
    .split(' ')
    .map(normalizeArabic),
);

/**
 * A pattern for whole Arabic words given normalised and without article: "مشاركين" also finds "والمشاركين" and
 * "للمشاركين", a pronoun may follow ("بياناتهم"), but "هات" (give) never matches inside "هاتف" (phone).
 */
export function arabicWords(alternatives: string): RegExp {
  return new RegExp(`(?<!\\p{L})(?:[وف])?(?:ال|لل|بال|ل|ب)?(?:${alternatives})(?:ه|ها|هم|ي|ك|كم|نا|لي)?(?!\\p{L})`, 'u');
}
