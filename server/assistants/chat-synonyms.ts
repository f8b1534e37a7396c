import { normalizeArabic } from './arabic-text';
import { stem } from './text-terms';

// Words applicants use for the same thing; each word also finds the others of its group.
const GROUPS = [
  'when date day schedule',
  'time timing hour start begin arrive',
  'where venue location place address city campus held',
  'female girl woman women lady ladies',
  'overnight night sleep stay',
  'member people participant teammate',
  'size many number maximum most',
  'rule regulation policy allowed requirement',
  'site onsite physical',
  'online virtual virtually remote remotely home distance',
  'deadline close closing last due till until',
  'register registration apply application signup enroll join',
  'photo picture image',
  'contact email mail reach organiser organizer',
  'edit change modify update',
  'judge judging jury panel',
  'disqualify disqualified banned',
  'workshop session course',
  'id identity passport',
  'bring take carry',
  'alone solo individual individually myself single',
  'challenge challanges problem topic track',
  'seat place spot capacity full',
  'guidebook handbook manual guide',
  'document paper resource',
  'upload submit send',
  'step process procedure',
  // Arabic, Modern Standard and Egyptian, written normalised (ا for أ إ آ, ه for ة, ي for ى).
  'bootcamp معسكر بوتكامب بوت',
  'hackathon هاكاثون مسابقه',
  'فريق تيم',
  'متي امتي موعد ميعاد مواعيد تاريخ يوم ايام',
  'وقت ساعه تبدا يبدا بدايه يبتدي تبتدي بيبدا بتبدا',
  'مشاركه اشارك نشارك يشارك تشارك',
  'اين فين وين مكان مقر عنوان موقع مدينه جامعه يقام تقام',
  'بنات فتيات سيدات مشاركات اناث',
  'مبيت ليل ليلا نوم بيات',
  'عضو اعضاء مشارك مشاركين افراد اشخاص زملاء',
  'عدد كام اقصي اكبر',
  'قواعد شروط لوائح قوانين مسموح متطلبات',
  'مؤهل اهليه يحق',
  'اونلاين افتراضي',
  'اخر نهائي اغلاق يغلق ينتهي لحد حتي',
  'تسجيل سجل اسجل تقديم اقدم قدم انضمام انضم اشترك اشتراك',
  'صوره صور',
  'تواصل اتواصل اتصال ايميل بريد منظمين المنظمين',
  'تعديل اعدل تغيير اغير',
  'حكام تحكيم لجنه',
  'ورشه ورش ورشات جلسات دورات كورسات',
  'بطاقه هويه جواز قومي',
  'احضر اجيب اجلب احمل معايا',
  'وحدي لوحدي بمفردي منفردا فردي',
  'تحدي تحديات مشكله مشاكل مسار',
  'مقاعد مقعد اماكن سعه',
  'امتلات ممتلئه اكتملت مكتمله نفدت خلصت',
  'تاكيد اكد اكيد اثبت',
];

const synonyms = new Map<string, string[]>();
for (const group of GROUPS) {
  const stems = [...new Set(group.split(' ').map((word) => stem(normalizeArabic(word))))];
  for (const word of stems) synonyms.set(word, [...new Set([...(synonyms.get(word) ?? []), ...stems.filter((other) => other !== word)])]);
}

/** The stem itself first, then the stems of its synonyms. */
export const withSynonyms = (term: string): string[] => [term, ...(synonyms.get(term) ?? [])];

// Politeness and Franco-Arabic glue words ("ezay a3mel register lel team?"): never what a question is about.
const FILLER = new Set('plz pls kindly ezay ezzay a3mel a3ml lel el ya ana momken law sama7t'.split(' '));

// Ways of saying a thing that no single word carries.
const PHRASES: [RegExp, string][] = [
  [/\b(do|did) ?n[o'’]?t have (a |any )?(team|teammates?)\b|\bwithout (a |any )?team\b|\bno team\b|\bone[- ]person\b/g, 'alone'],
  [/\bon[- ]site\b|\bin person\b|\boffline\b/g, 'onsite'],
  [/عن بعد|من (البيت|المنزل)|اون لاين/g, 'اونلاين'],
  [/(ناسا )?سبيس ابس/g, 'space apps'],
  [/(كم|كام) (واحد|شخص|فرد|نفر)/g, 'عدد اعضاء'],
  // "من يمكنه المشاركة؟": من is "who" only before such a verb (elsewhere it is "from").
  [/(^|[\s،.؟?])(من|مين) (يمكنه|يمكنها|يحق له|يحق لها|يستطيع|تستطيع|يقدر|ينفع|اللي يقدر)(?!\p{L})/gu, '$1مؤهل'],
  [/(بدون|من غير|ليس لدي|مش معايا|معنديش|ماعنديش|ملييش|مليش) (فريق|تيم)/g, 'لوحدي'],
];

/** The question with idioms replaced by the word that names them ("I don't have a team" -> "I alone"). */
export const withoutIdioms = (question: string) =>
  PHRASES.reduce((text, [pattern, word]) => text.replace(pattern, word), normalizeArabic(question).toLowerCase());

/** A word to drop from a question before searching. */
export const isFiller = (token: string) => FILLER.has(token);

// Words that do not show what a question is about: every entry is about the event in Cairo.
const WEAK = new Set(
  (
    'when where how nasa space app apps cairo event edition about info information detail please want like wonder question ask ' +
    'possible year متي امتي اين فين وين كيف ازاي كم كام ناسا فضاء القاهره مصر فعاليه حدث معلومات تفاصيل سنه ممكن'
  )
    .split(' ')
    .map((word) => stem(normalizeArabic(word))),
);

/** A term that must be matched for the assistant to say it knows the answer (an edition's year is not one). */
export const isTopicTerm = (term: string) => !WEAK.has(term) && !/^20\d\d$/.test(term);

// Question words alone never make a topic: "and where is it?" is read with the question before it.
const QUESTION_WORDS = new Set(['when', 'where', 'how', 'متي', 'امتي', 'اين', 'فين', 'وين', 'كيف', 'ازاي'].map(stem));

/** The terms a question is about; a question made only of weak words ("What is Space Apps?") is about all of them. */
export function topicsOf(asked: string[]): string[] {
  const topics = asked.filter(isTopicTerm);
  return topics.length > 0 ? topics : asked.filter((term) => !QUESTION_WORDS.has(term));
}
