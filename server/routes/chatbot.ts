import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatbotReplies, chatbotTrainingData } from '../db/schema';
import type { AppDeps } from '../deps';

const text = { type: 'string', minLength: 1, maxLength: 4000 } as const;

export async function chatbotRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/chatbot-traning-datas', { config: { cacheable: true }, schema: { summary: 'What the assistant knows about the event', tags: ['assistant'] } }, async () => ({
    data: await deps.db
      .select({ id: chatbotTrainingData.id, question: chatbotTrainingData.question, answer: chatbotTrainingData.answer })
      .from(chatbotTrainingData)
      .orderBy(asc(chatbotTrainingData.id)),
  }));

  app.post<{ Querystring: { question: string; answer: string } }>(
    '/chatbot-replies',
    {
      schema: {
        summary: 'Log one exchange with the assistant',
        tags: ['assistant'],
        querystring: { type: 'object', properties: { question: text, answer: text }, required: ['question', 'answer'] },
      },
    },
    async (request, reply) => {
      const [row] = await deps.db
        .insert(chatbotReplies)
        .values({ question: request.query.question, answer: request.query.answer })
        .returning({ id: chatbotReplies.id });
      return reply.code(201).send({ success: true, data: { id: row!.id } });
    },
  );
}
