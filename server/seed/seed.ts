import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatbotTrainingData, optionItems, slots } from '../db/schema';
import { DEFAULT_SLOT_CAPACITY } from '../lifecycle/confirm-seat';
import { readFormFiles } from '../forms/files';
import { publishMissingDefinitions } from '../forms/definitions';
import { seedSettings } from '../settings/settings';
import { CHATBOT_TRAINING_DATA } from './chatbot';
import { optionItemsFrom } from './option-lists';

/** First-start data; each part is only written where it is missing, so restarts keep organisers' edits. */
export async function seed(db: Db): Promise<void> {
  const files = readFormFiles();
  // Option lists come from the site's own forms only, never from samples or examples.
  const items = optionItemsFrom(files.filter((file) => file.builtIn)).map((item, position) => ({ ...item, position }));
  await db.insert(optionItems).values(items).onConflictDoNothing();
  await seedSettings(db);
  // Every slot of the /slots list gets seats; organisers change capacities later, restarts keep them.
  await db
    .insert(slots)
    .select(
      db
        .select({
          id: optionItems.id,
          capacity: sql<number>`${DEFAULT_SLOT_CAPACITY}`.as('capacity'),
          confirmed: sql<number>`0`.as('confirmed'),
        })
        .from(optionItems)
        .where(sql`${optionItems.list} = 'slots'`),
    )
    .onConflictDoNothing();
  await publishMissingDefinitions(db, files);
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(chatbotTrainingData);
  if (count === 0) await db.insert(chatbotTrainingData).values(CHATBOT_TRAINING_DATA);
}
