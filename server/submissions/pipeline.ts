import type { FastifyReply, FastifyRequest } from 'fastify';
import { FILE_MAX_SIZE, traitsOf, type RuleErrors } from '../../src/engine/index';
import { compiledForm, latestForm, type ReadyForm } from '../forms/definitions';
import type { Language } from '../../src/lib/i18n/languages';
import { ApiError, conflict, forbidden, notFound, unprocessable, type FailedRules, type FieldErrors } from '../http/errors';
import { requestLanguage } from '../http/request-language';
import { refuseUnstorable, refuseUnstorableFileNames } from '../security/storable-text';
import { readSettings } from '../settings/settings';
import type { AppDeps } from '../deps';
import { checkServerOptions } from './api-options';
import { isUniqueViolation } from './duplicates';
import { fileRuleAt, forEachFileValue, maxFilesOf } from './file-rules';
import { idempotencyKeyOf, remember, replayOf, type StoredAnswer } from './idempotency';
import { readMultipart, type ReceivedBody } from './read-multipart';
import { refusal, windowRefusalIn } from './refusal-words';
import { storeWithFiles, type PromotionLog } from './store-with-files';
import type { SubmissionTarget } from './targets';
import { Upload } from './upload';

/** Metadata the generic endpoint carries beside the answers. */
const META_KEYS = ['form_id', 'ip_address', 'submitted_at'] as const;

export interface Submission {
  /** Idempotency scope (the endpoint). */
  scope: string;
  /** Known up front for dedicated endpoints; the generic one finds it in the body. */
  target?: SubmissionTarget;
  /** For the generic endpoint: the target of a form id. */
  targetOf?: (formId: string) => SubmissionTarget | undefined;
}

async function readyFormOf(deps: AppDeps, formId: string, language: Language): Promise<ReadyForm> {
  const form = await latestForm(deps.db, formId, language);
  if (!form) throw notFound('There is no form with this id.');
  return compiledForm(deps.db, form);
}

async function checkWindow(deps: AppDeps, target: SubmissionTarget, language: Language): Promise<number> {
  const settings = await readSettings(deps.db);
  const closed = target.window ? windowRefusalIn(settings, target.window, deps.now(), language) : undefined;
  if (closed) throw forbidden(closed);
  return settings.edition;
}

const isMultipart = (request: FastifyRequest) => request.isMultipart();

/** JSON bodies carry no files: a file-shaped object there is refused as an invalid file. */
function receiveJson(request: FastifyRequest): ReceivedBody {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'The request body must be a JSON object.');
  const digest = JSON.stringify(body);
  return { values: { ...(body as Record<string, unknown>) }, uploads: [], digest };
}

/** Only files received in this request count as files. */
function refuseForgedFiles(ready: ReadyForm, values: Record<string, unknown>) {
  forEachFileValue(ready.compiled.definition, ready.forms, values, (holder, name) => {
    const value = holder[name];
    const real = (item: unknown) => item instanceof Upload;
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value) ? !value.every(real) : !real(value)) holder[name] = 'not-an-upload';
  });
}

function captchaFields(ready: ReadyForm): string[] {
  return ready.compiled.definition.fields.filter((field) => traitsOf(field).format === 'captcha').map((field) => field.name);
}

const mapPaths = <T, U>(byPath: Record<string, T[]>, each: (item: T) => U): Record<string, U[]> =>
  Object.fromEntries(Object.entries(byPath).map(([path, items]) => [path, items.map(each)]));
/** The rule data of a 422 (`rules`): the words are in `errors` already. */
const failedRules = (rules: RuleErrors): FailedRules => mapPaths(rules, ({ rule, params }) => ({ rule, params }));
const messagesOf = (rules: RuleErrors): FieldErrors => mapPaths(rules, (failure) => failure.message);

const metaText = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : undefined);

/**
 * The submission pipeline shared by every form endpoint: window → read body (files to temp) →
 * idempotent replay → validate with the compiled definition → server lists → captcha → files put in
 * storage, one transaction storing the row and the answer, files promoted. Scratch files never outlive the request.
 */
export async function handleSubmission(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, submission: Submission) {
  const idempotency = idempotencyKeyOf(request, submission.scope);
  const language = requestLanguage(request);
  let target = submission.target;
  let ready = target ? await readyFormOf(deps, target.formId, language) : undefined;
  let edition = target ? await checkWindow(deps, target, language) : 0;
  const refuse = (errors: FieldErrors, rules?: RuleErrors) =>
    unprocessable(errors, refusal('needsFixing', language), rules && failedRules(rules));

  const formIdOf = (values: Record<string, unknown>) =>
    metaText(values.form_id, 200) ?? metaText((request.query as Record<string, unknown>).form_id, 200);
  const resolveForm = async (values: Record<string, unknown>) => {
    if (ready) return ready;
    const formId = formIdOf(values);
    if (!formId) throw refuse({ form_id: [refusal('required', language)] });
    // A multipart form_id is looked up before the whole body is read (and checked).
    refuseUnstorable({ form_id: formId });
    target = submission.targetOf?.(formId);
    if (!target) throw refuse({ form_id: [refusal('notSubmittableHere', language)] });
    ready = await readyFormOf(deps, formId, language);
    edition = await checkWindow(deps, target, language);
    return ready;
  };

  const received = isMultipart(request)
    ? await readMultipart(request, deps.storage, async (fieldsSoFar, final) => {
        if (!ready && !final && formIdOf(fieldsSoFar) === undefined) return undefined;
        const form = await resolveForm(fieldsSoFar);
        return {
          fileRule: (path) => fileRuleAt(form.compiled.definition, form.forms, path),
          maxFiles: Math.max(1, maxFilesOf(form.compiled.definition, form.forms)),
          maxTotal: FILE_MAX_SIZE,
        };
      })
    : receiveJson(request);

  try {
    const values = received.values;
    // The boundary hook sees JSON bodies only; multipart text is checked here, once read.
    if (isMultipart(request)) {
      refuseUnstorable(values);
      refuseUnstorableFileNames(received.uploads);
    }
    const form = await resolveForm(values);
    const chosen = target!;
    const meta = { ipAddress: metaText(values.ip_address, 64), submittedAt: metaText(values.submitted_at, 10) };
    if (!submission.target && values.submitted_at !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(meta.submittedAt ?? '')) {
      throw refuse({ submitted_at: [refusal('dateFormat', language)] });
    }
    if (!submission.target) for (const key of META_KEYS) delete values[key];

    if (idempotency) {
      const replay = await replayOf(deps.db, idempotency, received.digest);
      if (replay) return reply.code(replay.statusCode).header('idempotent-replayed', 'true').send(replay.body);
    }

    refuseForgedFiles(form, values);
    const captchas = captchaFields(form);
    if (deps.captcha.provider === 'off') for (const name of captchas) values[name] ??= 'off';

    const result = form.compiled.validate(values);
    if (!result.success) throw refuse(result.errors, result.ruleErrors);
    const listErrors = await checkServerOptions(form.compiled.definition, form.forms, result.data, deps.options, language);
    if (Object.keys(listErrors).length > 0) throw refuse(messagesOf(listErrors), listErrors);
    for (const name of captchas) {
      const token = result.data[name];
      if (typeof token !== 'string' || !(await deps.captcha.verify(token, request.ip))) {
        throw refuse({ [name]: [refusal('captchaFailed', language)] });
      }
      delete result.data[name];
    }

    const answer = await storeOrReplay(deps, chosen, form, {
      log: request.log,
      data: result.data,
      edition,
      meta,
      language,
      idempotency: idempotency ? { id: idempotency, digest: received.digest } : undefined,
    });
    return reply.code(answer.statusCode).send(answer.body);
  } finally {
    await Promise.all(received.uploads.map((upload) => deps.storage.discard(upload.tempPath)));
  }
}

async function storeOrReplay(
  deps: AppDeps,
  target: SubmissionTarget,
  ready: ReadyForm,
  input: {
    log: PromotionLog;
    data: Record<string, unknown>;
    edition: number;
    meta: { ipAddress?: string; submittedAt?: string };
    language: Language;
    idempotency?: { id: { scope: string; key: string }; digest: string };
  },
): Promise<StoredAnswer> {
  try {
    return await storeWithFiles(deps, target, {
      formId: ready.form.formId,
      version: ready.form.version,
      edition: input.edition,
      data: input.data,
      meta: input.meta,
      fields: ready.compiled.definition.fields,
      title: ready.compiled.definition.title,
      language: input.language,
      log: input.log,
      onStored: input.idempotency && (async (tx, answer) => remember(tx, input.idempotency!.id, input.idempotency!.digest, answer)),
    });
  } catch (error) {
    const constraint = isUniqueViolation(error);
    const clashed = constraint !== undefined || (error instanceof ApiError && error.statusCode === 409);
    if (!clashed) throw error;
    // A retry racing its first attempt: answer what the first one stored.
    if (input.idempotency) {
      const replay = await replayOf(deps.db, input.idempotency.id, input.idempotency.digest);
      if (replay) return replay;
    }
    if (constraint === undefined) throw error;
    const clash = target.conflicts[constraint];
    if (clash) throw conflict(clash.field, refusal(clash.refusal, input.language));
    throw conflict('form', refusal('alreadySubmitted', input.language));
  }
}
