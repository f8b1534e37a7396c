import type { Language } from '../../src/lib/i18n/languages';
import { EVENT_NAME } from './event-facts';
import type { KnowledgeEntry, Source } from './knowledge-entry';

const ABOUT: Source = { title: 'the about page', link: '/about' };

/**
 * What the about page says of the event and who may take part (src/features/content-pages/about-page.tsx,
 * which the server may not import: tests/chatbot-site-content.test.ts checks the page still says it).
 */
export const ABOUT_PARAGRAPHS = {
  what:
    `${EVENT_NAME} is the Cairo edition of an annual international hackathon organised around a space agency's open data. ` +
    'Teams of one to six people spend two days building solutions to challenges about Earth and space: ' +
    'apps, websites, games, AI and machine-learning models, videos and art.',
  since: 'The Cairo edition has taken place every year since 2015. You can browse the past editions from the navigation.',
  who:
    'Students, graduates, professionals and past participants are all welcome. You do not need to be a space expert: ' +
    'teams mix developers, designers, scientists, storytellers and anyone curious about Earth and space.',
};

/** The same paragraphs on /ar/about ('about.*' of src/locales/ar/content.json; site-quotes.test.ts holds them equal). */
export const ARABIC_ABOUT_PARAGRAPHS: typeof ABOUT_PARAGRAPHS = {
  what: `${EVENT_NAME} هو نسخة القاهرة من هاكاثون دولي سنوي يُنظَّم حول البيانات المفتوحة لوكالة فضاء. تقضي فرق من شخص واحد إلى ستة أشخاص يومين في بناء حلول لتحديات عن الأرض والفضاء: تطبيقات ومواقع إلكترونية وألعاب ونماذج ذكاء اصطناعي وتعلم آلي ومقاطع فيديو وأعمال فنية.`,
  since: 'تُقام نسخة القاهرة كل عام منذ ٢٠١٥. ويمكنك تصفح النسخ السابقة من قائمة التنقل.',
  who: 'الطلاب والخريجون والمهنيون والمشاركون السابقون مرحَّب بهم جميعًا. لا يلزم أن تكون خبيرًا في الفضاء: تجمع الفرق مطورين ومصممين وعلماء ورواة قصص وكل من لديه فضول تجاه الأرض والفضاء.',
};

const WORDS = {
  en: {
    source: ABOUT,
    paragraphs: ABOUT_PARAGRAPHS,
    what: `What is ${EVENT_NAME}? What is Space Apps?`,
    whatKeywords: 'about hackathon competition idea purpose history',
    who: 'Who can take part? Who can participate or join?',
    whoKeywords: 'eligible eligibility allowed students graduates professionals beginners experience expert background age',
  },
  ar: {
    source: { title: 'صفحة «عن الفعالية»', link: '/about' },
    paragraphs: ARABIC_ABOUT_PARAGRAPHS,
    what: `ما هو ${EVENT_NAME}؟ ما هو Space Apps؟ ما فكرة الهاكاثون؟`,
    whatKeywords: 'عن الفعالية فكرة هدف تاريخ مسابقة هاكاثون hackathon',
    who: 'من يمكنه المشاركة؟ من يحق له الانضمام؟',
    whoKeywords: 'مؤهل أهلية شروط المشاركة مسموح طلاب خريجين مهنيين مبتدئين خبرة خبير سن عمر',
  },
} satisfies Record<Language, unknown>;

export const aboutEntries = (language: Language = 'en'): KnowledgeEntry[] => {
  const words = WORDS[language];
  return [
    {
      id: 'about',
      question: words.what,
      answer: `${words.paragraphs.what} ${words.paragraphs.since}`,
      keywords: words.whatKeywords,
      source: words.source,
    },
    { id: 'who-can-take-part', question: words.who, answer: words.paragraphs.who, keywords: words.whoKeywords, source: words.source },
  ];
};
