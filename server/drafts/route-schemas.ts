/** JSON Schemas of the draft routes: ajv checks the bodies and parameters, @fastify/swagger documents them. */

const formId = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{1,100}$',
  description: 'A form id: bootcamp, hackathon-team, or a published form',
} as const;

export const formParams = { type: 'object', properties: { formId }, required: ['formId'] } as const;

export const fieldParams = {
  type: 'object',
  properties: {
    formId,
    field: { type: 'string', maxLength: 300, description: 'A file field\u2019s path: photo, or members.0.national_id_photo for a row' },
  },
  required: ['formId', 'field'],
} as const;

export const fileIdParams = {
  type: 'object',
  properties: { formId, id: { type: 'string', maxLength: 36, description: 'The id GET /drafts/{formId} lists the file under' } },
  required: ['formId', 'id'],
} as const;

export const saveBody = {
  type: 'object',
  properties: {
    step: { type: 'integer', minimum: 0, maximum: 99, description: 'The step the applicant is on (from 0); always written' },
    answers: { type: 'object', maxProperties: 500, description: 'Answers by field name (files excluded: they have their own route)' },
    changed: {
      type: 'array',
      maxItems: 500,
      items: { type: 'string', maxLength: 200 },
      description:
        'The fields this save writes; every other answer of the draft stays as it is. ' +
        'A field named here but absent from answers is emptied.',
    },
  },
  required: ['step', 'answers', 'changed'],
  additionalProperties: false,
} as const;

export const resumeBody = {
  type: 'object',
  properties: { email: { type: 'string', maxLength: 320, description: 'Where the resume link goes' } },
  required: ['email'],
  additionalProperties: false,
} as const;

export const claimBody = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 200, description: 'The fragment of a resume link (/drafts/resume#<token>)' } },
  required: ['token'],
  additionalProperties: false,
} as const;

const dateTime = { type: 'string', format: 'date-time' } as const;
const text = { type: 'string' } as const;

export const fileView = {
  type: 'object',
  properties: { id: text, field: text, name: text, type: text, size: { type: 'integer' } },
} as const;

export const draftAnswer = {
  200: {
    type: 'object',
    properties: {
      data: {
        type: ['object', 'null'],
        description: 'null when this browser holds no live draft of the form',
        properties: {
          step: { type: 'integer' },
          answers: { type: 'object', additionalProperties: true },
          files: { type: 'array', items: fileView },
          updatedAt: dateTime,
          expiresAt: dateTime,
        },
      },
    },
  },
} as const;

export const savedAnswer = {
  200: {
    type: 'object',
    properties: { data: { type: 'object', properties: { updatedAt: dateTime, expiresAt: dateTime, created: { type: 'boolean' } } } },
  },
} as const;

export const fileAnswer = { 200: { type: 'object', properties: { data: fileView } } } as const;

// A stream is never serialised, so this only documents the bytes.
export const fileDownload = {
  200: {
    description: 'The file, with the type found in its bytes',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  },
} as const;

export const sentAnswer = {
  202: {
    description: 'Queued in the outbox',
    type: 'object',
    properties: { data: { type: 'object', properties: { expiresAt: dateTime } } },
  },
} as const;

export const claimAnswer = {
  200: {
    type: 'object',
    properties: {
      data: {
        type: 'object',
        properties: { formId: text, path: { type: 'string', description: 'The page that opens the form, e.g. /register' } },
      },
    },
  },
} as const;

export const noContent = { 204: { description: 'Done (also when there was nothing to remove)', type: 'null' } } as const;

/** The one file of PUT /drafts/{formId}/files/{field}, for the description only (the handler streams it). */
export const fileBody = () => ({
  description: 'One file, checked by the field\u2019s own rules as at submit (size, type from its bytes, name).',
  content: {
    'multipart/form-data': {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary', description: 'The file; the part may have any name' } },
    },
  },
});
