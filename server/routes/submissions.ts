import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { handleSubmission } from '../submissions/pipeline';
import { bootcampTarget, confirmationTarget, DEDICATED_TARGETS, genericTarget, hackathonTarget } from '../submissions/targets';

const created = {
  201: { type: 'object', properties: { success: { type: 'boolean' }, data: { type: 'object', properties: { id: { type: 'integer' } } } } },
} as const;
const doc = (summary: string) => ({
  summary,
  tags: ['submissions'],
  description: 'multipart/form-data (files) or application/json (no files). Honours Idempotency-Key. 403 outside the registration window, 409 duplicate, 413 too large, 415 file type refused, 422 validation errors.',
  response: created,
});

export async function submissionRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/bootcamp-participants', { schema: doc('Apply to the bootcamp') }, (request, reply) =>
    handleSubmission(deps, request, reply, { scope: 'bootcamp-participants', target: bootcampTarget }),
  );
  app.post('/hackathon-registration', { schema: doc('Register a hackathon team with its members') }, (request, reply) =>
    handleSubmission(deps, request, reply, { scope: 'hackathon-registration', target: hackathonTarget }),
  );
  app.post('/bootcamp-confirmations', { schema: doc('Confirm a bootcamp seat') }, (request, reply) =>
    handleSubmission(deps, request, reply, { scope: 'bootcamp-confirmations', target: confirmationTarget }),
  );
  app.post('/form-response-items', { schema: doc('Answer any published form (form_id, ip_address, submitted_at beside the answers)') }, (request, reply) =>
    handleSubmission(deps, request, reply, {
      scope: 'form-response-items',
      // The member form exists only inside a team.
      targetOf: (formId) => (formId === 'member' ? undefined : (DEDICATED_TARGETS[formId] ?? genericTarget(formId))),
    }),
  );
}
