import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readAssistantConfig, type AssistantConfig } from '../assistants/assistant-config';
import type { AssistantEnv } from '../assistants/assistant-env';
import { answerChat } from '../assistants/chat';
import { explainErrors } from '../assistants/error-explanations';
import type { FetchLike } from '../assistants/outside-call';
import { CHAT_LIMITS, parseChat, parseExplainRequest, parseSuggestionRequest } from '../assistants/request-bodies';
import { suggestWorkshops } from '../assistants/workshop-suggestions';
import type { AppDeps } from '../deps';
import { requestLanguage } from '../http/request-language';
import { jsonBody } from './openapi';

const pick = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] } as const;
const tags = ['assistant'];

// The handlers check their bodies with the zod schemas of assistants/request-bodies.ts; these document them.
const answers = {
  type: 'object',
  maxProperties: 100,
  propertyNames: { maxLength: 200 },
  description: 'Answers by field name (values or their labels)',
};
const chatBody = jsonBody(() => ({
  type: 'object',
  properties: {
    messages: {
      type: 'array',
      minItems: 1,
      maxItems: CHAT_LIMITS.messages,
      description: "The conversation so far, ending with the user's question",
      items: {
        type: 'object',
        properties: { role: { enum: ['user', 'assistant'] }, content: { type: 'string', minLength: 1, maxLength: CHAT_LIMITS.characters } },
        required: ['role', 'content'],
      },
    },
  },
  required: ['messages'],
}));
const suggestionBody = jsonBody(() => ({ type: 'object', properties: { personal_data: answers }, required: ['personal_data'] }));
const explainBody = jsonBody(() => ({
  type: 'object',
  properties: {
    formId: { type: 'string', maxLength: 100 },
    mobileData: answers,
    personal_data: answers,
    errorInfo: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        properties: {
          fieldName: { type: 'string', minLength: 1, maxLength: 200 },
          userInput: {},
          message: { type: 'string', maxLength: 1_000 },
          rule: { type: 'string', maxLength: 40, description: 'The failed rule as the engine reports it (ruleErrors), e.g. minLength' },
          params: { type: 'object', description: 'The rule’s values as the engine reports them, e.g. { "min": 3 }' },
        },
        required: ['fieldName', 'message'],
      },
    },
  },
  required: ['errorInfo'],
}));

/**
 * The three assistants. They read the event's data only (training data, settings, option lists,
 * form definitions), never the applications; keys of outside services stay here.
 */
export async function assistantRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  config: AssistantConfig = readAssistantConfig(),
  fetchImpl?: FetchLike,
) {
  const env = (request: FastifyRequest): AssistantEnv => ({
    db: deps.db,
    options: deps.options,
    config,
    // Looked up on each call, so tests can stand in for the network.
    fetch: fetchImpl ?? ((input, init) => fetch(input, init)),
    log: request.log,
  });

  app.post(
    '/assistant/chat',
    {
      bodyLimit: 128 * 1024,
      schema: {
        summary: 'Answer a question about the event',
        description: "At most 20 messages of 1,000 characters (413 beyond). Answers from the event's data only; plain text.",
        tags,
        documentedBody: chatBody,
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'object', properties: { reply: { type: 'string' } }, required: ['reply'] } },
            required: ['data'],
          },
        },
      },
    },
    // The answer comes in the question's language; the page's (Accept-Language) decides for a question without words.
    async (request) => ({ data: { reply: await answerChat(env(request), parseChat(request.body), requestLanguage(request)) } }),
  );

  app.post(
    '/assistant/workshop-suggestions',
    {
      bodyLimit: 64 * 1024,
      schema: {
        summary: 'Suggest three workshop priorities',
        description: 'Ranks the workshops against skills, field of study and self-description.',
        tags,
        documentedBody: suggestionBody,
        response: {
          200: {
            type: 'object',
            properties: {
              output: {
                type: 'object',
                properties: {
                  recommended_workshops: {
                    type: 'object',
                    properties: { first_priority_id: pick, second_priority_id: pick, third_priority_id: pick },
                  },
                },
                required: ['recommended_workshops'],
              },
            },
            required: ['output'],
          },
        },
      },
    },
    async (request) => ({ output: { recommended_workshops: await suggestWorkshops(env(request), parseSuggestionRequest(request.body)) } }),
  );

  app.post(
    '/assistant/error-explanations',
    {
      bodyLimit: 256 * 1024,
      schema: {
        summary: 'Explain validation errors in plain words',
        description: 'Answers one { <fieldName>: <explanation> } per error (at most 50).',
        tags,
        documentedBody: explainBody,
        response: {
          200: {
            type: 'object',
            properties: { message: { type: 'array', items: { type: 'object', additionalProperties: { type: 'string' } } } },
            required: ['message'],
          },
        },
      },
    },
    async (request) => ({ message: await explainErrors(env(request), parseExplainRequest(request.body), requestLanguage(request)) }),
  );
}
