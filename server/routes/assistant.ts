import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readAssistantConfig, type AssistantConfig } from '../assistants/assistant-config';
import type { AssistantEnv } from '../assistants/assistant-env';
import { answerChat } from '../assistants/chat';
import { explainErrors } from '../assistants/error-explanations';
import type { FetchLike } from '../assistants/outside-call';
import { parseChat, parseExplainRequest, parseSuggestionRequest } from '../assistants/request-bodies';
import { suggestWorkshops } from '../assistants/workshop-suggestions';
import type { AppDeps } from '../deps';

const pick = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] } as const;
const tags = ['assistant'];

/**
 * The three assistants. They read the event's data only (training data, settings, option lists,
 * form definitions), never the applications; keys of outside services stay here.
 */
export async function assistantRoutes(app: FastifyInstance, deps: AppDeps, config: AssistantConfig = readAssistantConfig(), fetchImpl?: FetchLike) {
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
        description: 'Body { messages: [{ role: "user"|"assistant", content }] }, at most 20 messages of 1,000 characters (413 beyond). Answers from the event\'s data only; plain text.',
        tags,
        response: { 200: { type: 'object', properties: { data: { type: 'object', properties: { reply: { type: 'string' } }, required: ['reply'] } }, required: ['data'] } },
      },
    },
    async (request) => ({ data: { reply: await answerChat(env(request), parseChat(request.body)) } }),
  );

  app.post(
    '/assistant/workshop-suggestions',
    {
      bodyLimit: 64 * 1024,
      schema: {
        summary: 'Suggest three workshop priorities',
        description: 'Body { personal_data: { <field>: <answer or label> } }. Ranks the workshops against skills, field of study and self-description.',
        tags,
        response: {
          200: {
            type: 'object',
            properties: {
              output: {
                type: 'object',
                properties: { recommended_workshops: { type: 'object', properties: { first_priority_id: pick, second_priority_id: pick, third_priority_id: pick } } },
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
        description: 'Body { formId?, mobileData, personal_data, errorInfo: [{ fieldName, userInput, message }] } (at most 50 errors). Answers one { <fieldName>: <explanation> } per error.',
        tags,
        response: {
          200: {
            type: 'object',
            properties: { message: { type: 'array', items: { type: 'object', additionalProperties: { type: 'string' } } } },
            required: ['message'],
          },
        },
      },
    },
    async (request) => ({ message: await explainErrors(env(request), parseExplainRequest(request.body)) }),
  );
}
