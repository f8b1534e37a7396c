import type { EventSettings } from '../settings/settings';
import { faqItemsIn } from '../../src/lib/event/faq-items';
import type { Language } from '../../src/lib/i18n/languages';
import { ARABIC_PAGES, PAGES, type KnowledgeEntry } from './knowledge-entry';

// Words applicants use for each question, by the English question; a question the site adds is still found by its own words.
const CUES: Record<Language, Record<string, string>> = {
  en: {
    'When and where is the hackathon?': 'date day venue location place start',
    'What is the bootcamp and when is it?': 'bootcamp benefit get gain learn offer activities workshops talks why attend happen',
    'How many people can be in a team?': 'team size members number maximum minimum',
    'What do we need to register a team?': 'documents papers requirements needed register team upload',
    'What are the rules about projects and challenges?': 'rules project challenge disqualified judging',
    'Can female participants stay overnight?': 'women girls ladies night sleep stay',
    'Can I change my application after sending it?': 'edit change modify update application submitted mistake',
    'We want to take part online. Is that possible?': 'online virtual remote participate attend home',
  },
  ar: {
    'When and where is the hackathon?': 'موعد يوم مكان مقر يبدأ hackathon',
    'What is the bootcamp and when is it?': 'معسكر فائدة أستفيد أتعلم أنشطة ورش محاضرات لماذا أحضر bootcamp',
    'How many people can be in a team?': 'عدد أعضاء الفريق حجم أقصى أدنى كام',
    'What do we need to register a team?': 'مستندات أوراق متطلبات مطلوب تسجيل فريق رفع',
    'What are the rules about projects and challenges?': 'قواعد مشروع تحدي استبعاد تحكيم',
    'Can female participants stay overnight?': 'بنات فتيات سيدات ليل مبيت نوم',
    'Can I change my application after sending it?': 'تعديل تغيير أعدل طلب بعد الإرسال خطأ',
    'We want to take part online. Is that possible?': 'أونلاين عن بعد افتراضي مشاركة حضور البيت',
  },
};

const SOURCE: Record<Language, KnowledgeEntry['source']> = { en: PAGES.faq, ar: ARABIC_PAGES.faq };

/** One entry per F.A.Q. item of the site in the language (the same module draws the page), answered in its own words. */
export function faqEntries(settings: EventSettings, language: Language = 'en'): KnowledgeEntry[] {
  // The items are the same in every language, in the same order: the English question names the cues.
  const english = faqItemsIn('en', settings);
  return faqItemsIn(language, settings).map((item, index) => ({
    id: `faq-${index + 1}`,
    question: item.question,
    answer: item.answer.join(' '),
    keywords: CUES[language][english[index]?.question ?? ''],
    source: SOURCE[language],
  }));
}
