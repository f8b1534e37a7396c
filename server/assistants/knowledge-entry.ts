import type { Language } from '../../src/lib/i18n/languages';

/** Where an answer comes from, as the applicant finds it: a page of the site (a path) or an outside address. */
export interface Source {
  /** "the F.A.Q.", "the hackathon registration guideline". */
  title: string;
  /** "/faq", "/register" or an https address; none for a private page. */
  link?: string;
}

/**
 * Who wrote an entry: the site's own content (pages, forms, settings) outranks the organisers'
 * training rows, which answer only what the site does not say.
 */
export type Tier = 'site' | 'organisers';

/** One thing the assistant knows: a question it answers, the answer, words people use for it, and its source. */
export interface KnowledgeEntry {
  id: string;
  question: string;
  answer: string;
  keywords?: string;
  /** Where the entry sits, e.g. its form's title: it tells the forms apart but weighs little in the ranking. */
  context?: string;
  source?: Source;
  tier?: Tier;
}

/** The site's pages the answers point to. */
export const PAGES = {
  faq: { title: 'the F.A.Q.', link: '/faq' },
  home: { title: 'the home page', link: '/' },
  bootcamp: { title: "the home page's bootcamp section", link: '/#bootcamp-section' },
  contact: { title: 'the contact page', link: '/contact' },
} satisfies Record<string, Source>;

/** The same pages, named in Arabic. */
export const ARABIC_PAGES = {
  faq: { title: 'الأسئلة الشائعة', link: '/faq' },
  home: { title: 'الصفحة الرئيسية', link: '/' },
  bootcamp: { title: 'قسم المعسكر في الصفحة الرئيسية', link: '/#bootcamp-section' },
  contact: { title: 'صفحة التواصل', link: '/contact' },
} satisfies typeof PAGES;

const FROM: Record<Language, string> = { en: 'From', ar: 'من' };

/** "From the F.A.Q. (/faq): ", "من الأسئلة الشائعة (/faq): ". */
export const sourceLead = (source: Source, language: Language = 'en') =>
  `${FROM[language]} ${source.title}${source.link ? ` (${source.link})` : ''}: `;
