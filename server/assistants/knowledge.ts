import { asc } from 'drizzle-orm';
import { fillDefinition } from '../../src/engine/index';
import { placeholderValues } from '../../src/lib/event/placeholder-values';
import type { Language } from '../../src/lib/i18n/languages';
import type { Db } from '../db/client';
import { chatbotTrainingData } from '../db/schema';
import { latestForm } from '../forms/definitions';
import type { OptionStore } from '../options/option-store';
import { readSettings, type EventSettings } from '../settings/settings';
import { aboutEntries } from './about-page';
import { eventFacts } from './event-facts';
import { arabicEventFacts } from './event-facts-ar';
import { formHelpEntries } from './form-help-knowledge';
import { FORM_PAGES, type FormsById } from './form-sources';
import { guidelineEntries } from './guideline-knowledge';
import type { KnowledgeEntry } from './knowledge-entry';
import { lifecycleAnswers } from './lifecycle-answers';
import { arabicLifecycleAnswers } from './lifecycle-answers-ar';
import { localForms } from './local-forms';
import { translatedOptionNames } from './option-names';
import { questionLanguage } from './question-language';
import { faqEntries } from './site-faq';
import { teamAnswers } from './team-answers';
import { arabicTeamAnswers } from './team-answers-ar';

/** Real workshops, without the "None" choice of the priority selects. */
export const isRealWorkshop = (item: { id: number; name: string }) => item.id !== 0 && item.name.trim().toLowerCase() !== 'none';

/** Everything the knowledge is made of, as read at the moment of the question. */
export interface KnowledgeSources {
  settings: EventSettings;
  /** The live published applicant forms, by id, their texts in English. */
  forms: FormsById;
  /** The same forms with their texts in another language (falling back to English where a text has no translation). */
  translatedForms?: Partial<Record<Language, FormsById>>;
  workshops: string[];
  /** The organisers' own questions and answers. */
  training: { question: string; answer: string }[];
}

/** The forms as applicants read them: their texts' placeholders ({{bootcamp.date}}) filled from the settings. */
function filledForms(forms: FormsById, settings: EventSettings, language: Language): FormsById {
  const values = placeholderValues(settings, language);
  return Object.fromEntries(Object.entries(forms).map(([id, form]) => [id, form && fillDefinition(form, values)]));
}

/** What the site's own content says, in one language: the same facts, each entry with the same id in every language. */
function siteEntries(sources: KnowledgeSources, language: Language): KnowledgeEntry[] {
  const { settings, workshops } = sources;
  const english = filledForms(sources.forms, settings, 'en');
  if (language === 'en') {
    return [
      ...eventFacts(settings, workshops),
      ...faqEntries(settings),
      ...aboutEntries(),
      ...guidelineEntries(english, settings),
      ...teamAnswers(english, settings),
      ...lifecycleAnswers(settings),
      ...formHelpEntries(english),
    ];
  }
  const forms = filledForms(sources.translatedForms?.[language] ?? sources.forms, settings, language);
  return [
    ...arabicEventFacts(settings, translatedOptionNames(workshops, english, forms)),
    ...faqEntries(settings, language),
    ...aboutEntries(language),
    ...guidelineEntries(forms, settings, language, english),
    ...arabicTeamAnswers(forms, settings, english),
    ...arabicLifecycleAnswers(settings),
    ...formHelpEntries(forms, language),
  ];
}

const ORGANISERS: Record<Language, string> = { en: "the organisers' answers", ar: 'إجابات المنظمين' };

/**
 * The site's content (settings, F.A.Q., guideline, forms, applicant pages) in the language first, then the
 * organisers' training rows written in that language (a row is in the language of its question).
 */
export function buildKnowledge(sources: KnowledgeSources, language: Language = 'en'): KnowledgeEntry[] {
  const organisers = sources.training
    .map((row, index) => ({
      id: `training-${index + 1}`,
      question: row.question,
      answer: row.answer,
      tier: 'organisers' as const,
      source: { title: ORGANISERS[language] },
    }))
    .filter((row) => questionLanguage(row.question, 'en') === language);
  const site = siteEntries(sources, language).map((entry) => ({ ...entry, tier: 'site' as const }));
  return uniqueIds([...site, ...organisers]);
}

// Two notes an organiser words alike get the same cue; the index needs one id per entry.
function uniqueIds(entries: KnowledgeEntry[]): KnowledgeEntry[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const count = (seen.get(entry.id) ?? 0) + 1;
    seen.set(entry.id, count);
    return count === 1 ? entry : { ...entry, id: `${entry.id}-${count}` };
  });
}

/**
 * Everything the chatbot may answer from, read on each question so organisers' edits count at once:
 * the settings, the live forms, the workshop names and the training data. Never a table of applications.
 */
export async function loadKnowledge(db: Db, options: OptionStore, language: Language = 'en'): Promise<KnowledgeEntry[]> {
  const formIds = Object.keys(FORM_PAGES);
  const [training, settings, workshops, published] = await Promise.all([
    db.select().from(chatbotTrainingData).orderBy(asc(chatbotTrainingData.id)),
    readSettings(db),
    options.list('workshops'),
    Promise.all(formIds.map((id) => latestForm(db, id).catch(() => undefined))),
  ]);
  const forms = Object.fromEntries(formIds.map((id, index) => [id, published[index]?.definition]));
  const translatedForms = language === 'en' ? {} : { [language]: localForms(published, language) };
  const names = workshops.filter(isRealWorkshop).map((item) => item.name);
  return buildKnowledge({ settings, forms, translatedForms, workshops: names, training }, language);
}
