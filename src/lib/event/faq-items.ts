import type { Language } from '../../engine/i18n/languages';
import type { EventSettings } from './default-event';
import { arabicFaq } from './faq-items-ar';
import { englishFaq } from './faq-items-en';

export interface FaqItem {
  question: string;
  /** Paragraphs, or a list when the answer is a set of rules. */
  answer: string[];
  list?: boolean;
}

const FAQ_BY_LANGUAGE: Record<Language, (settings: EventSettings) => FaqItem[]> = { en: englishFaq, ar: arabicFaq };

/** The F.A.Q. in a language, the same items in the same order, dated by the settings (the page and the chatbot read it). */
export const faqItemsIn = (language: Language, settings: EventSettings): FaqItem[] => FAQ_BY_LANGUAGE[language](settings);

/** The F.A.Q. in English. */
export const faqItems = (settings: EventSettings): FaqItem[] => faqItemsIn('en', settings);
