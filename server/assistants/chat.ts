import type { Language } from '../../src/lib/i18n/languages';
import type { AssistantEnv } from './assistant-env';
import { guardedReply } from './chat-guard';
import { FIXED_REPLIES } from './chat-replies';
import { logExchange } from './exchange-log';
import { askGemini, type ChatMessage } from './gemini';
import { loadKnowledge } from './knowledge';
import { readSettings } from '../settings/settings';
import { sourceLead } from './knowledge-entry';
import { toPlainText } from './plain-text';
import { questionLanguage } from './question-language';
import { bestMatches, indexKnowledge, isConfident, ranked, type KnowledgeIndex, type Match } from './retrieval';
import { tokenize } from './text-terms';

const FOLLOW_UP = /\b(it|its|that|this|there|they|them|then)\b|^(and|what about|how about)\b/i;
// "وفين؟", "طيب امتى؟", "وهو فين؟": Arabic joins "and" to the word, and points back with هو, ده, هناك.
const ARABIC_FOLLOW_UP = /^(و|طيب\s|طب\s)|(?<!\p{L})(هو|هي|ده|دي|هناك|هذا|ذلك)(?!\p{L})/u;

/** The entries for the last question; a short follow-up ("and where is it?") is read with the question before it. */
export function searchConversation(index: KnowledgeIndex, questions: string[]): Match[] {
  const last = questions.at(-1) ?? '';
  const matches = index.search(last);
  const previous = questions.at(-2);
  const followsUp = FOLLOW_UP.test(last) || ARABIC_FOLLOW_UP.test(last.trim());
  if (isConfident(matches[0]) || !previous || tokenize(last).length > 6 || !followsUp) return matches;
  return index.search(`${previous} ${last}`);
}

/** The answer from the best entries, each after the source it quotes, or "I don't know" with the contact address. */
export function retrievalReply(matches: Match[], contact: string, language: Language = 'en'): string {
  const best = bestMatches(matches);
  if (best.length === 0) return FIXED_REPLIES[language].dontKnow(contact);
  // Each answer after its source, said once for answers from the same place.
  const leads = best.map(({ entry }) => (entry.source ? sourceLead(entry.source, language) : ''));
  return toPlainText(best.map(({ entry }, index) => `${leads[index] === leads[index - 1] ? '' : leads[index]}${entry.answer}`).join(' '));
}

/** The reply without an outside model, in `language`: a fixed answer when the guard has one, else the best entries. */
export function deterministicReply(index: KnowledgeIndex, questions: string[], contact: string, language: Language = 'en'): string {
  const question = questions.at(-1) ?? '';
  return guardedReply(question, contact, language) ?? retrievalReply(searchConversation(index, questions), contact, language);
}

/**
 * Answers the last user message from the event's knowledge only, in the language it is written in (the page's,
 * `pageLanguage`, when it has no words), from the knowledge in that language; and logs the exchange.
 */
export async function answerChat(env: AssistantEnv, messages: ChatMessage[], pageLanguage: Language = 'en'): Promise<string> {
  // Markup in a question (markdown images, HTML) is neither searched nor passed on.
  const conversation = messages.map((message) => ({ ...message, content: toPlainText(message.content, 1_000) }));
  const questions = conversation.filter((message) => message.role === 'user').map((message) => message.content);
  const language = questionLanguage(questions.at(-1) ?? '', pageLanguage);
  const [knowledge, { contactEmail }] = await Promise.all([loadKnowledge(env.db, env.options, language), readSettings(env.db)]);
  const index = indexKnowledge(knowledge);
  let reply: string | undefined;
  if (env.config.gemini && guardedReply(questions.at(-1) ?? '', contactEmail, language) === undefined) {
    const context = ranked(searchConversation(index, questions))
      .slice(0, 6)
      .map((match) => match.entry);
    try {
      const ask = { context, messages: conversation, contact: contactEmail, language };
      reply = toPlainText(await askGemini(env.config.gemini, ask, env.fetch, env.config.timeoutMs)) || undefined;
    } catch (error) {
      env.log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'generative model failed; answering from retrieval');
    }
  }
  reply ??= deterministicReply(index, questions, contactEmail, language);
  try {
    await logExchange(env.db, messages.at(-1)?.content ?? '', reply);
  } catch (error) {
    env.log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'could not log the chat exchange');
  }
  return reply;
}
