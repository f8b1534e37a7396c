import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { draftPatchOf } from '../drafts/answers';
import { clearDraftCookie, draftTokenOf, setDraftCookie } from '../drafts/cookie';
import { checkDraftWindow, draftFormOf, formPagePath } from '../drafts/draft-form';
import { draftExpiry } from '../drafts/expiry';
import { draftFileRule, receiveDraftFile } from '../drafts/file-check';
import { openDraftFile, removeDraftFile, removeStoredFiles, saveDraftFile, saveDraftFirst } from '../drafts/files';
import { createDraft, deleteDraft, filesOfDraft, findDraft, mergeDraft, type Draft } from '../drafts/queries';
import { queueResumeMail } from '../drafts/resume-mail';
import * as schemas from '../drafts/route-schemas';
import { ApiError, notFound, unprocessable } from '../http/errors';
import { requestLanguage } from '../http/request-language';
import { refusal } from '../submissions/refusal-words';
import { readSettings } from '../settings/settings';

/** One save's body: the answers of a long form fit many times over; a file goes through the files route. */
const SAVE_BODY_LIMIT = 256 * 1024;
const SAVE_TOO_LARGE = 'These answers are too large to save as a draft (more than 256 KB at once); your form still has them.';
const GONE =
  'This link has expired or is not valid. Start a new application; ' +
  'if you saved your answers recently, use the latest link we e-mailed you.';
const HOUR_MS = 60 * 60 * 1000;
/** Resume e-mails: a few per draft (a typo in the address), and a cap per client address, so no one mails strangers in bulk. */
const RESUME_PER_DRAFT = 3;
const RESUME_PER_ADDRESS = 20;

const emailSchema = z.email();

type FormParams = { formId: string };
type Opened = { draft: Draft; token: string };

const doc = (summary: string, extra: Record<string, unknown> = {}) => ({ summary, tags: ['drafts'], ...extra });

// Hashed: with REDIS_URL the key is stored, and a draft's token has no business there.
const draftKey = (request: FastifyRequest) => {
  const token = draftTokenOf(request, (request.params as FormParams).formId);
  return token ? createHash('sha256').update(token).digest('base64url') : `address:${request.ip}`;
};

const fileDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Answers saved while an application is filled in (docs/lifecycle.md, "Drafts"); the token travels only in an
 * HttpOnly cookie and the resume e-mail, never in an answer body.
 */
export async function draftRoutes(app: FastifyInstance, deps: AppDeps) {
  // Autosave writes every few seconds per open tab: more room than a submission's limit, still per client address.
  const saveLimit = { rateLimit: { max: deps.rateLimit.postMax * 4, timeWindow: deps.rateLimit.windowMs } };
  const perAddress = app.createRateLimit({ max: RESUME_PER_ADDRESS, timeWindow: HOUR_MS });

  /** The live draft of the form this browser holds the cookie of. */
  const opened = async (request: FastifyRequest, formId: string): Promise<Opened | undefined> => {
    const token = draftTokenOf(request, formId);
    const draft = token ? await findDraft(deps.db, token, deps.now(), formId) : undefined;
    return draft && token ? { draft, token } : undefined;
  };
  const expiryOf = async (formId: string) => draftExpiry(await readSettings(deps.db), formId, deps.now());

  app.get<{ Params: FormParams }>(
    '/drafts/:formId',
    {
      schema: doc('This browser\u2019s draft of a form (its cookie), or null; never 404', {
        params: schemas.formParams,
        response: schemas.draftAnswer,
      }),
    },
    async (request, reply) => {
      const { formId } = request.params;
      const found = await opened(request, formId);
      if (!found) {
        if (draftTokenOf(request, formId)) clearDraftCookie(request, reply, formId);
        return { data: null };
      }
      const { step, answers, updatedAt, expiresAt } = found.draft;
      return { data: { step, answers, files: await filesOfDraft(deps.db, found.draft.id), updatedAt, expiresAt } };
    },
  );

  app.put<{ Params: FormParams; Body: { step: number; answers: Record<string, unknown>; changed: string[] } }>(
    '/drafts/:formId',
    {
      bodyLimit: SAVE_BODY_LIMIT,
      config: saveLimit,
      // Said before the body is read, in words the applicant can act on (the parser's own 413 is generic).
      onRequest: async (request) => {
        if (Number(request.headers['content-length']) > SAVE_BODY_LIMIT) {
          throw new ApiError(413, SAVE_TOO_LARGE, undefined, { connection: 'close' });
        }
      },
      schema: doc('Save answers: creates the draft and its HttpOnly cookie, or writes the fields named in `changed` (last write wins)', {
        params: schemas.formParams,
        body: schemas.saveBody,
        refusals: [403, 404, 413, 429],
        response: schemas.savedAnswer,
      }),
    },
    async (request, reply) => {
      const { formId } = request.params;
      const language = requestLanguage(request);
      const ready = await draftFormOf(deps, formId, language);
      const settings = await checkDraftWindow(deps, formId, language);
      const now = deps.now();
      const { step, answers, changed } = request.body;
      const save = { step, changes: draftPatchOf(ready, answers, changed), expiresAt: draftExpiry(settings, formId, now), now };
      const found = await opened(request, formId);
      const merged = found && (await mergeDraft(deps.db, found.draft.id, save));
      const { draft, token } = merged && found ? { draft: merged, token: found.token } : await createDraft(deps.db, { formId, ...save });
      // Sent again with every save: the cookie lives as long as the draft.
      setDraftCookie(request, reply, formId, token, draft.expiresAt, now);
      // `created` tells a tab whose draft was deleted elsewhere to send every answer again, not only its changes.
      return { data: { updatedAt: draft.updatedAt, expiresAt: draft.expiresAt, created: !merged } };
    },
  );

  app.delete<{ Params: FormParams }>(
    '/drafts/:formId',
    {
      config: saveLimit,
      schema: doc('Delete the draft and its files ("Start again", or after submitting) and clear its cookie', {
        params: schemas.formParams,
        refusals: [429],
        response: schemas.noContent,
      }),
    },
    async (request, reply) => {
      const { formId } = request.params;
      const found = await opened(request, formId);
      if (found) await removeStoredFiles(deps.storage, await deleteDraft(deps.db, found.draft.id), request.log);
      clearDraftCookie(request, reply, formId);
      return reply.code(204).send();
    },
  );

  app.put<{ Params: FormParams & { field: string } }>(
    '/drafts/:formId/files/:field',
    {
      config: saveLimit,
      schema: doc('Save the file of a field path, checked as at submit; replaces the draft\u2019s earlier file there', {
        params: schemas.fieldParams,
        documentedBody: schemas.fileBody,
        refusals: [403, 404, 409, 413, 415, 422, 429],
        response: schemas.fileAnswer,
      }),
    },
    async (request) => {
      const { formId, field } = request.params;
      const language = requestLanguage(request);
      const ready = await draftFormOf(deps, formId, language);
      const rule = draftFileRule(ready, field);
      const settings = await checkDraftWindow(deps, formId, language);
      const found = await opened(request, formId);
      if (!found) throw saveDraftFirst();
      const upload = await receiveDraftFile(request, deps.storage, ready, rule, field);
      try {
        const now = deps.now();
        const expiresAt = draftExpiry(settings, formId, now);
        return { data: await saveDraftFile(deps, { draftId: found.draft.id, field, upload, now, expiresAt, log: request.log }) };
      } finally {
        await deps.storage.discard(upload.tempPath);
      }
    },
  );

  app.delete<{ Params: FormParams & { field: string } }>(
    '/drafts/:formId/files/:field',
    {
      config: saveLimit,
      schema: doc('Forget the draft\u2019s file of a field path (the applicant removed it)', {
        params: schemas.fieldParams,
        refusals: [429],
        response: schemas.noContent,
      }),
    },
    async (request, reply) => {
      const { formId, field } = request.params;
      const found = await opened(request, formId);
      if (found) {
        const expiresAt = await expiryOf(formId);
        await removeDraftFile(deps, { draftId: found.draft.id, field, now: deps.now(), expiresAt, log: request.log });
      }
      return reply.code(204).send();
    },
  );

  app.get<{ Params: FormParams & { id: string } }>(
    '/drafts/:formId/files/:id',
    {
      // Fastify's automatic HEAD would open and read the whole stored file; the client only ever GETs it.
      exposeHeadRoute: false,
      schema: doc('A file of the draft, as an attachment (to rebuild the form\u2019s file input)', {
        params: schemas.fileIdParams,
        response: schemas.fileDownload,
      }),
    },
    async (request, reply) => {
      const { formId, id } = request.params;
      const found = await opened(request, formId);
      const file = found && (await openDraftFile(deps, found.draft.id, id));
      if (!file) throw notFound('There is no saved file with this id.');
      return reply
        .type(file.type)
        .header('content-length', file.stored.size)
        .header('content-disposition', fileDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('cache-control', 'private, no-store')
        .send(file.stored.stream);
    },
  );

  app.post<{ Params: FormParams; Body: { email: string } }>(
    '/drafts/:formId/resume-email',
    {
      config: { rateLimit: { max: RESUME_PER_DRAFT, timeWindow: HOUR_MS, keyGenerator: draftKey } },
      preHandler: async (request) => {
        const limit = await perAddress(request);
        if (!limit.isAllowed && limit.isExceeded) {
          const wait = String(limit.ttlInSeconds);
          throw new ApiError(429, 'Too many requests, please try again later.', undefined, { 'retry-after': wait });
        }
      },
      schema: doc('E-mail a link that reopens the draft on any device ("Save and continue later"), through the outbox', {
        params: schemas.formParams,
        body: schemas.resumeBody,
        refusals: [403, 404, 409, 422],
        response: schemas.sentAnswer,
      }),
    },
    async (request, reply) => {
      const { formId } = request.params;
      const language = requestLanguage(request);
      const ready = await draftFormOf(deps, formId, language);
      await checkDraftWindow(deps, formId, language);
      const found = await opened(request, formId);
      if (!found) throw saveDraftFirst();
      const email = request.body.email.trim();
      if (!emailSchema.safeParse(email).success) {
        throw unprocessable({ email: [refusal('badEmail', language)] }, refusal('needsFixing', language));
      }
      await queueResumeMail(deps, { ready, draft: found.draft, token: found.token, to: email, language });
      return reply.code(202).send({ data: { expiresAt: found.draft.expiresAt } });
    },
  );

  app.post<{ Body: { token: string } }>(
    '/drafts/claim',
    {
      schema: doc('Exchange a resume link\u2019s token for the draft\u2019s cookie; answers the page that opens its form', {
        body: schemas.claimBody,
        refusals: [410],
        response: schemas.claimAnswer,
      }),
    },
    async (request, reply) => {
      const now = deps.now();
      const draft = await findDraft(deps.db, request.body.token, now);
      if (!draft) throw new ApiError(410, GONE);
      setDraftCookie(request, reply, draft.formId, request.body.token, draft.expiresAt, now);
      return { data: { formId: draft.formId, path: formPagePath(draft.formId) } };
    },
  );
}
