import { asc } from 'drizzle-orm';
import { fillDefinition } from '../../src/engine/index';
import { placeholderValues } from '../../src/lib/event/placeholder-values';
import type { Db } from '../db/client';
import { chatbotTrainingData } from '../db/schema';
import { latestForm } from '../forms/definitions';
import type { OptionStore } from '../options/option-store';
import { readSettings, type EventSettings } from '../settings/settings';
import { aboutEntries } from './about-page';
import { eventFacts } from './event-facts';
import { formHelpEntries } from './form-help-knowledge';
import { FORM_PAGES, type FormsById } from './form-sources';
import { guidelineEntries } from './guideline-knowledge';
import type { KnowledgeEntry } from './knowledge-entry';
import { lifecycleAnswers } from './lifecycle-answers';
import { faqEntries } from './site-faq';
import { teamAnswers } from './team-answers';

/** Real workshops, without the "None" choice of the priority selects. */
export const isRealWorkshop = (item: { id: number; name: string }) => item.id !== 0 && item.name.trim().toLowerCase() !== 'none';

/** Everything the knowledge is made of, as read at the moment of the question. */
export interface KnowledgeSources {
  settings: EventSettings;
  /** The live published applicant forms, by id. */
  forms: FormsById;
  workshops: string[];
  /** The organisers' own questions and answers. */
  training: { question: string; answer: string }[];
}

/** The forms as applicants read them: their texts' placeholders ({{bootcamp.date}}) filled from the settings. */
function filledForms(forms: FormsById, settings: EventSettings): FormsById {
  const values = placeholderValues(settings);
  return Object.fromEntries(Object.entries(forms).map(([id, form]) => [id, form && fillDefinition(form, values)]));
}

/** The site's content (settings, F.A.Q., guideline, forms, applicant pages) first, then the organisers' training rows. */
export function buildKnowledge({ settings, forms: written, workshops, training }: KnowledgeSources): KnowledgeEntry[] {
  const forms = filledForms(written, settings);
  const site = [
    ...eventFacts(settings, workshops),
    ...faqEntries(settings),
    ...aboutEntries(),
    ...guidelineEntries(forms, settings),
    ...teamAnswers(forms, settings),
    ...lifecycleAnswers(settings),
    ...formHelpEntries(forms),
  ];
  const organisers = training.map((row, index) => ({
    id: `training-${index + 1}`,
    question: row.question,
    answer: row.answer,
    tier: 'organisers' as const,
    source: { title: "the organisers' answers" },
  }));
  return uniqueIds([...site.map((entry) => ({ ...entry, tier: 'site' as const })), ...organisers]);
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
export async function loadKnowledge(db: Db, options: OptionStore): Promise<KnowledgeEntry[]> {
  const formIds = Object.keys(FORM_PAGES);
  const [training, settings, workshops, published] = await Promise.all([
    db.select().from(chatbotTrainingData).orderBy(asc(chatbotTrainingData.id)),
    readSettings(db),
    options.list('workshops'),
    Promise.all(formIds.map((id) => latestForm(db, id).catch(() => undefined))),
  ]);
  const forms = Object.fromEntries(formIds.map((id, index) => [id, published[index]?.definition]));
  return buildKnowledge({ settings, forms, workshops: workshops.filter(isRealWorkshop).map((item) => item.name), training });
}
