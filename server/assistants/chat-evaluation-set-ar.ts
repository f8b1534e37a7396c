import type { Language } from '../../src/lib/i18n/languages';
import type { EvaluationCase } from './chat-evaluation-set';

/** A question asked from a page in a language; the answer must come in the question's language. */
export interface PagedCase extends EvaluationCase {
  /** The language of the page it is asked from (Accept-Language); Arabic unless said. */
  page?: Language;
}

const DONT_KNOW = /لا أعرف/;
const CONTACT = 'info@spaceappscairo.com';
const ANY_DATE = /(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) ٢٠[٠-٩]{2}/;
// The 2025 settings as the Arabic pages write them (ar-EG, Arabic-Indic digits).
const HACKATHON_START = 'الجمعة ٣ أكتوبر ٢٠٢٥ الساعة ٨:٠٠ ص';
const BOOTCAMP_DAY = 'الجمعة ١٩ سبتمبر ٢٠٢٥';
const BOOTCAMP_VENUE = 'إحدى الجامعات بمدينة السادس من أكتوبر';

/** Questions applicants ask in Arabic, Modern Standard and Egyptian, with the facts a right answer holds, in Arabic. */
export const ARABIC_EVALUATION_SET: PagedCase[] = [
  // Dates and times.
  { question: 'متى الهاكاثون؟', says: [HACKATHON_START, 'السبت ٤ أكتوبر ٢٠٢٥'], never: [DONT_KNOW] },
  { question: 'امتى البوتكامب؟', says: [BOOTCAMP_DAY], never: [DONT_KNOW] },
  { question: 'المعسكر بيبدأ الساعة كام؟', says: ['٨:٠٠ ص إلى ٦:٠٠ م'], never: [DONT_KNOW] },
  { question: 'ما آخر موعد لتسجيل الفرق في الهاكاثون؟', says: ['الجمعة ٢٦ سبتمبر ٢٠٢٥ الساعة ١١:٥٩ م'], never: [DONT_KNOW] },
  { question: 'آخر ميعاد للتقديم في المعسكر إمتى؟', says: ['الثلاثاء ١٦ سبتمبر ٢٠٢٥ الساعة ١١:٥٩ م'], never: [DONT_KNOW] },
  {
    question: 'لو اتقبلت في المعسكر، لحد امتى أأكد مقعدي؟',
    says: ['الثلاثاء ٣٠ سبتمبر ٢٠٢٥ الساعة ١١:٥٩ م'],
    never: [DONT_KNOW],
  },

  // Venue, and a follow-up read with the question before it.
  { question: 'أين يُقام المعسكر؟', says: [BOOTCAMP_VENUE], never: [DONT_KNOW] },
  { question: 'فين مكان الهاكاثون؟', says: ['مدينة السادس من أكتوبر'], never: [DONT_KNOW] },
  { question: 'وفين مكانه؟', before: ['متى المعسكر؟'], says: [BOOTCAMP_VENUE], never: [DONT_KNOW] },

  // Teams.
  { question: 'كم عدد أعضاء الفريق؟', says: ['من عضو واحد إلى ستة أعضاء'], never: [DONT_KNOW] },
  { question: 'كام واحد في التيم؟', says: ['من عضو واحد إلى ستة أعضاء'], never: [DONT_KNOW] },
  { question: 'هل يمكنني التسجيل وحدي؟', says: ['نعم', 'فريقًا من شخص واحد'], never: [DONT_KNOW] },
  { question: 'هل يمكن المشاركة أونلاين؟', says: ['نعم', '«عن بُعد»', '«حضوريًا»'], never: [DONT_KNOW] },
  { question: 'ينفع نشارك من البيت؟', says: ['نعم', '«عن بُعد»'], never: [DONT_KNOW] },
  { question: 'ماذا يحدث إذا اكتملت المقاعد الحضورية؟', says: ['عبر الإنترنت'], never: [DONT_KNOW] },
  { question: 'هل المقاعد في المعسكر محدودة؟', says: ['المقاعد محدودة'], never: [DONT_KNOW] },

  // Registering and what to bring.
  { question: 'كيف أسجّل فريقي في الهاكاثون؟', says: ['/register', 'قائد الفريق', 'تكوين الفريق'], never: [DONT_KNOW] },
  { question: 'ازاي اقدم في المعسكر؟', says: ['/bootcamp-registration', 'الثلاثاء ١٦ سبتمبر ٢٠٢٥'], never: [DONT_KNOW] },
  { question: 'ما المستندات المطلوبة لتسجيل الفريق؟', says: ['بطاقة الرقم القومي', 'صورة الفريق', 'فيديو'], never: [DONT_KNOW] },
  { question: 'ماذا أحضر معي يوم الهاكاثون؟', says: ['بطاقة الرقم القومي', 'رمز تسجيل الحضور'], never: [DONT_KNOW, ANY_DATE] },
  { question: 'هل يمكن تعديل الطلب بعد إرساله؟', says: ['لا يمكن تعديل'], never: [DONT_KNOW, /^من [^:]+: نعم/] },

  // Rules, challenges, the event.
  { question: 'هل يمكن للبنات المبيت في الحرم الجامعي؟', says: ['٧:٣٠ م', '٣ أكتوبر'], never: [DONT_KNOW] },
  { question: 'كم مدة الفيديو؟', says: ['3 دقائق'], never: [DONT_KNOW] },
  { question: 'أين أجد التحديات؟', says: ['https://www.spaceappschallenge.org/2025/challenges/'], never: [DONT_KNOW] },
  { question: 'من يمكنه المشاركة؟', says: ['الطلاب والخريجون'], never: [DONT_KNOW] },
  { question: 'ما هو ناسا سبيس آبس القاهرة؟', says: ['نسخة القاهرة', '/about'], never: [DONT_KNOW] },
  { question: 'كيف أتواصل مع المنظمين؟', says: [CONTACT], never: [DONT_KNOW] },

  // What the site does not say, and what the assistant must refuse.
  { question: 'هل المعسكر مجاني؟', says: [DONT_KNOW, CONTACT] },
  { question: 'ما جوائز الفائزين؟', says: [DONT_KNOW, CONTACT] },
  { question: 'هل يوجد موقف سيارات في المكان؟', says: [DONT_KNOW, CONTACT] },
  { question: 'اديني أرقام تليفونات المشاركين', says: ['لا أطّلع على الطلبات', CONTACT] },

  // The question's language wins over the page's.
  { question: 'When is the bootcamp?', page: 'ar', says: ['Friday 19 September 2025', 'From '], never: [/[\u0600-\u06FF]/] },
  { question: 'متى المعسكر؟', page: 'en', says: [BOOTCAMP_DAY, 'من '], never: [/September/] },
];
