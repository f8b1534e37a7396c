import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatbotReplies, chatbotTrainingData } from '../db/schema';
import type { AppDeps } from '../deps';
import { idempotencyKeyOf, remember, replayOf } from '../submissions/idempotency';

const text = { type: 'string', minLength: 1, maxLength: 4000 } as const;

export async function chatbotRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get(
    '/chatbot-traning-datas',
    { config: { cacheable: true }, schema: { summary: 'What the assistant knows about the event', tags: ['assistant'] } },
    async () => ({
      data: await deps.db
        .select({ id: chatbotTrainingData.id, question: chatbotTrainingData.question, answer: chatbotTrainingData.answer })
        .from(chatbotTrainingData)
        .orderBy(asc(chatbotTrainingData.id)),
    }),
  );

  app.post<{ Querystring: { question: string; answer: string } }>(
    '/chatbot-replies',
    {
      schema: {
        summary: 'Log one exchange with the assistant',
        tags: ['assistant'],
        idempotent: true,
        querystring: { type: 'object', properties: { question: text, answer: text }, required: ['question', 'answer'] },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request, 'chatbot-replies');
      const digest = JSON.stringify([request.query.question, request.query.answer]);
      const replay = key && (await replayOf(deps.db, key, digest));
      if (replay) return reply.code(replay.statusCode).header('idempotent-replayed', 'true').send(replay.body);
      const answer = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(chatbotReplies)
          .values({ question: request.query.question, answer: request.query.answer })
          .returning({ id: chatbotReplies.id });
        const stored = { statusCode: 201, body: { success: true, data: { id: row!.id } } };
        if (key) await remember(tx, key, digest, stored);
        return stored;
      });
      return reply.code(answer.statusCode).send(answer.body);
    },
  );
}
