import type { Language } from '../../src/lib/i18n/languages';
import { arabicWords, normalizeArabic } from './arabic-text';
import { FIXED_REPLIES } from './chat-replies';

const DISCLOSE = /\b(reveal|leak|dump|export|list|show me|give me|send me|share|display|print|look ?up|retrieve|access)\b/;
const PERSONAL =
  /\b(national ?(id|number)s?|id numbers?|passports?|phones?|mobiles?|e-?mails?|address(es)?|birth|personal|private|data|details|names|records?|photos?|list)\b/;
const SOMEONE =
  /\b(applicants?|participants?|registrants?|attendees?|users?|students?|people|persons?|someone|somebody|everyone|everybody|others|database|submissions?|applications)\b/;
// "What is the national ID of Ahmed?", but not "What is the e-mail of the organisers?"
const WHOSE =
  /\b(what(?:'s| is| are)|tell me) (the |a |an |their |his |her )?(national ?id|id number|passport( number)?|phone( number)?|mobile( number)?|e-?mail( address)?|address|birth ?date|date of birth)s? (of|for) (?!(the )?(organi[sz]ers?|organi[sz]ation|event|hackathon|bootcamp|you|support)\b)/;
const OVERRIDE =
  /\b(ignore|disregard|forget|override|bypass)\b[^.?!]{0,60}\b(instructions?|rules|prompt|guidelines|previous|above|system)\b|\b(system prompt|developer mode|jailbreak|you are now|pretend (to be|you are)|act as)\b/;

// The same in Arabic, on normalised text (ا for أ إ آ, ه for ة, ي for ى), Modern Standard and Egyptian alike.
const DISCLOSE_AR = arabicWords('اعطني|اديني|هات|ابعت|ارسل|اعرض|وريني|اكشف|سرب|اطبع|قائمه|لسته|ليسته|كشف');
const PERSONAL_AR = arabicWords('قومي|ارقام|تليفون|تليفونات|هاتف|هواتف|موبايل|ايميل|ايميلات|بريد|عنوان|عناوين|ميلاد|بيانات|اسماء|صور|جواز');
const SOMEONE_AR = arabicWords('متقدمين|متقدم|مشاركين|مشارك|مسجلين|طلاب|ناس|حد|شخص|اشخاص|اعضاء|طلبات|مستخدمين|قاعده');
// "ما الرقم القومي لأحمد؟", "ايميل بتاع منى", but not "ايميل المنظمين".
const WHOSE_AR = new RegExp(
  '(?:الرقم القومي|رقم (?:ال)?(?:قومي|تليفون|هاتف|موبايل|جواز)|ايميل|البريد|عنوان|تاريخ ميلاد) (?:بتاع |الخاص ب|ل)' +
    '(?!(?:ال|ل)?(?:منظمين|منظم|فعاليه|هاكاثون|معسكر|دعم)(?!\\p{L}))',
  'u',
);
const OVERRIDE_AR = new RegExp(
  `${arabicWords('تجاهل|انس|اهمل|تخط').source}[^.؟!]{0,60}${arabicWords('تعليمات|قواعد|اوامر|سابق|نظام').source}|` +
    '(?:موجه النظام|تعليمات النظام|وضع المطور|انت الان|تظاهر بانك)',
  'u',
);

const GREETING = /^(hi|hello|hey|salam|salaam|good (morning|afternoon|evening))\b[\s!.,?]*$/;
const GREETING_AR = /^(مرحبا|اهلا|اهلا وسهلا|اهلا بك|السلام عليكم( ورحمه الله( وبركاته)?)?|سلام|هاي|صباح الخير|مساء الخير|ازيك)[\s!.,،؟]*$/;
const THANKS = /^(ok,? )?(thanks|thank you|thx)\b[\s!.,]*$/;
const THANKS_AR = /^(شكرا|شكرا جزيلا|شكرا لك|متشكر|متشكره|تسلم|الف شكر|جزاك الله خيرا)[\s!.,،]*$/;

const refuses = (text: string) =>
  OVERRIDE.test(text) ||
  OVERRIDE_AR.test(text) ||
  (DISCLOSE.test(text) && PERSONAL.test(text) && SOMEONE.test(text)) ||
  (DISCLOSE_AR.test(text) && PERSONAL_AR.test(text) && SOMEONE_AR.test(text)) ||
  WHOSE.test(text) ||
  WHOSE_AR.test(text);

/** The answer to a request for personal data or to change the rules, in English (see FIXED_REPLIES for others). */
export const refusal = FIXED_REPLIES.en.refusal;

/** The answer when nothing the assistant knows fits, in English. */
export const dontKnow = FIXED_REPLIES.en.dontKnow;

/**
 * A fixed answer, in `language`, for questions not to search for: requests for personal data, attempts to
 * change the rules, greetings and thanks (recognised in English and Arabic whatever the answer's language).
 */
export function guardedReply(question: string, contact: string, language: Language = 'en'): string | undefined {
  const text = normalizeArabic(question).toLowerCase().replace(/\s+/g, ' ').trim();
  const replies = FIXED_REPLIES[language];
  if (refuses(text)) return replies.refusal(contact);
  if (GREETING.test(text) || GREETING_AR.test(text)) return replies.greeting;
  if (THANKS.test(text) || THANKS_AR.test(text)) return replies.thanks;
  return undefined;
}
