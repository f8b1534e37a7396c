import { languageHeader } from '../../lib/i18n/request-language';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The server's limits (POST /assistant/chat answers 413 beyond them). */
export const CHAT_LIMITS = { messages: 20, characters: 1_000 };

/** Asks the assistant; resolves with its reply ('' when it sent none), rejects when the call fails. The reply comes in
 * the question's language, the page's (Accept-Language) when the question has no words. */
export async function postChat(messages: ChatTurn[]): Promise<string> {
  const response = await fetch('/api/v1/assistant/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...languageHeader() },
    body: JSON.stringify({ messages: messages.slice(-CHAT_LIMITS.messages) }),
  });
  if (!response.ok) throw new Error(`The assistant answered ${response.status}.`);
  const body = (await response.json()) as { data?: { reply?: unknown } };
  return typeof body.data?.reply === 'string' ? body.data.reply.trim() : '';
}
