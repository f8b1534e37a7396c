import { z } from 'zod';
import { badRequest, tooLarge } from '../http/errors';
import type { ExplainRequest } from './error-explanations';
import type { ChatMessage } from './gemini';
import type { PersonalData } from './workshop-ranking';

export const CHAT_LIMITS = { messages: 20, characters: 1_000 };

const record = z.record(z.string().max(200), z.unknown());

const chatSchema = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant'], { error: 'Each message has a role of "user" or "assistant".' }),
        content: z.string({ error: 'Each message has its text in "content".' }).trim().min(1, 'A message cannot be empty.'),
      }),
      { error: 'The body needs "messages": a list of { role, content }.' },
    )
    .min(1, 'Send at least one message.'),
});

const suggestionSchema = z.object(
  { personal_data: record.refine((value) => Object.keys(value).length <= 100, 'personal_data holds at most 100 answers.') },
  { error: 'The body needs "personal_data": an object of answers.' },
);

const explainSchema = z.object({
  formId: z.string().max(100).optional(),
  mobileData: record.optional(),
  personal_data: record.optional(),
  errorInfo: z
    .array(
      z.object({
        fieldName: z.string().min(1).max(200),
        userInput: z.unknown().optional(),
        message: z.string().max(1_000),
        // The engine's rule data for the error (ruleErrors), so the explainer never reads the words.
        rule: z.string().max(40).optional(),
        params: record.optional(),
      }),
      {
        error: 'The body needs "errorInfo": a list of { fieldName, userInput, message }.',
      },
    )
    .min(1, 'Send at least one error to explain.')
    .max(50, 'Send at most 50 errors at a time.'),
});

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'The request is malformed.');
  return parsed.data;
}

/** The conversation, within its limits: too many or too long messages are 413, anything else malformed is 400. */
export function parseChat(body: unknown): ChatMessage[] {
  const { messages } = parse(chatSchema, body);
  if (messages.length > CHAT_LIMITS.messages)
    throw tooLarge(`A conversation can hold at most ${CHAT_LIMITS.messages} messages; start a new chat.`);
  if (messages.some((message) => message.content.length > CHAT_LIMITS.characters))
    throw tooLarge(`A message can be at most ${CHAT_LIMITS.characters.toLocaleString('en')} characters long.`);
  if (messages.at(-1)?.role !== 'user') throw badRequest("The last message must be the user's question.");
  return messages;
}

export const parseSuggestionRequest = (body: unknown): PersonalData => parse(suggestionSchema, body).personal_data;

export const parseExplainRequest = (body: unknown): ExplainRequest => parse(explainSchema, body) as ExplainRequest;
