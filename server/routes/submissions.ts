import type { FastifyInstance, FastifySchema } from 'fastify';
import type { AppDeps } from '../deps';
import { handleSubmission } from '../submissions/pipeline';
import { bootcampTarget, confirmationTarget, DEDICATED_TARGETS, genericTarget, hackathonTarget } from '../submissions/targets';

const created = {
  201: {
    description: 'Stored; data.id is the new record',
    type: 'object',
    properties: { success: { type: 'boolean' }, data: { type: 'object', properties: { id: { type: 'integer' } } } },
  },
} as const;

type Json = Record<string, unknown>;

const answer = {
  description: 'An answer: text, a number, true or false, or a list (multiselect)',
  type: ['string', 'number', 'boolean', 'array'],
};
const part = {
  anyOf: [
    { type: 'string', description: 'An answer; a list is the same name repeated or name[]' },
    { type: 'string', format: 'binary', description: 'A file, checked by its bytes' },
  ],
};
const memberKey = '^members\\[\\d+\\]\\[[A-Za-z0-9_]+\\]$';

interface BodyShape {
  /** Whose fields the answers are keyed by. */
  formId: string;
  /** Fields named beside the definition's: the generic endpoint's metadata, the contract's fixed fields. */
  named?: Json;
  /** The team endpoint: members as a list in JSON, members[<i>][<field>] parts in multipart. */
  members?: boolean;
}

/** The answers, as JSON or as multipart form data; the form engine, not ajv, checks them against the live definition. */
function formBody({ formId, named = {}, members }: BodyShape): ReturnType<NonNullable<FastifySchema['documentedBody']>> {
  const keyed = `The answers keyed by the field names of GET /form-steps/${formId}: hidden fields are dropped, unknown keys refused.`;
  const team = members
    ? {
        members: {
          type: 'array',
          description: 'One object per member, keyed by the field names of GET /form-steps/member',
          items: { type: 'object', additionalProperties: answer },
        },
      }
    : {};
  const properties = (fields: Json) => (Object.keys(fields).length ? { properties: fields } : {});
  return {
    description: `${keyed} multipart/form-data carries files; application/json carries none.`,
    content: {
      'multipart/form-data': {
        type: 'object',
        description: keyed + (members ? ' Each member\u2019s answers and files are parts named members[<i>][<field>], i from 0.' : ''),
        ...properties(named),
        ...(members ? { patternProperties: { [memberKey]: part } } : {}),
        additionalProperties: part,
      },
      'application/json': {
        type: 'object',
        description: `${keyed} Numbers may be sent as text. Forms with files need multipart/form-data.`,
        ...properties({ ...named, ...team }),
        additionalProperties: answer,
      },
    },
  };
}

const generic: BodyShape = {
  formId: '{form_id}',
  named: {
    form_id: { type: 'string', description: 'The form answered (may be sent in the query string instead)', maxLength: 200 },
    ip_address: { type: 'string', maxLength: 64, description: 'Stored with the answer' },
    submitted_at: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-mm-dd, stored with the answer' },
  },
};
const confirmation: BodyShape = {
  formId: 'bootcamp-confirmation',
  named: Object.fromEntries(['name', 'email', 'national', 'phone_number', 'slot_id'].map((name) => [name, answer])),
};

const doc = (summary: string, body: BodyShape, refusals: number[]): FastifySchema => ({
  summary,
  tags: ['submissions'],
  description: 'multipart/form-data (files) or application/json (no files), validated with the same compiled definition the browser uses.',
  documentedBody: () => formBody(body),
  idempotent: true,
  refusals,
  response: created,
});

export async function submissionRoutes(app: FastifyInstance, deps: AppDeps) {
  // 403 outside the registration window, 409 a duplicate, 422 validation errors.
  app.post('/bootcamp-participants', { schema: doc('Apply to the bootcamp', { formId: 'bootcamp' }, [403, 409, 422]) }, (request, reply) =>
    handleSubmission(deps, request, reply, { scope: 'bootcamp-participants', target: bootcampTarget }),
  );
  app.post(
    '/hackathon-registration',
    { schema: doc('Register a hackathon team with its members', { formId: 'hackathon-team', members: true }, [403, 409, 422]) },
    (request, reply) => handleSubmission(deps, request, reply, { scope: 'hackathon-registration', target: hackathonTarget }),
  );
  app.post('/bootcamp-confirmations', { schema: doc('Confirm a bootcamp seat', confirmation, [403, 409, 422]) }, (request, reply) =>
    handleSubmission(deps, request, reply, { scope: 'bootcamp-confirmations', target: confirmationTarget }),
  );
  // 404 for an unknown form_id.
  app.post(
    '/form-response-items',
    { schema: doc('Answer any published form (form_id, ip_address, submitted_at beside the answers)', generic, [403, 404, 409, 422]) },
    (request, reply) =>
      handleSubmission(deps, request, reply, {
        scope: 'form-response-items',
        // The member form exists only inside a team.
        targetOf: (formId) => (formId === 'member' ? undefined : (DEDICATED_TARGETS[formId] ?? genericTarget(formId))),
      }),
  );
}
