import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatbotTrainingData } from '../db/schema';
import type { OptionStore } from '../options/option-store';
import { readSettings } from '../settings/settings';
import { eventFacts, type KnowledgeEntry } from './event-facts';

/** Real workshops, without the "None" choice of the priority selects. */
export const isRealWorkshop = (item: { id: number; name: string }) => item.id !== 0 && item.name.trim().toLowerCase() !== 'none';

/**
 * Everything the chatbot may answer from, read on each question so organisers' edits count at once:
 * the training data, the settings' dates and the workshop names. Never a table of applications.
 */
export async function loadKnowledge(db: Db, options: OptionStore): Promise<KnowledgeEntry[]> {
  const [training, settings, workshops] = await Promise.all([
    db.select().from(chatbotTrainingData).orderBy(asc(chatbotTrainingData.id)),
    readSettings(db),
    options.list('workshops'),
  ]);
  return [
    ...training.map((row) => ({ id: `training-${row.id}`, question: row.question, answer: row.answer })),
    ...eventFacts(
      settings,
      workshops.filter(isRealWorkshop).map((item) => item.name),
    ),
  ];
}
