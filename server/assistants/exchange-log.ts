import type { Db } from '../db/client';
import { chatbotReplies } from '../db/schema';

// The same limit as POST /chatbot-replies.
const MAX = 4_000;

/** Stores one exchange where POST /chatbot-replies stores them, so organisers see every conversation in one place. */
export async function logExchange(db: Db, question: string, answer: string): Promise<void> {
  await db.insert(chatbotReplies).values({ question: question.slice(0, MAX), answer: answer.slice(0, MAX) });
}
