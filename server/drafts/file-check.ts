import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FILE_MAX_SIZE, fieldTypes, type FieldDef } from '../../src/engine/index';
import { linearPatterns } from '../../src/lib/linear-patterns';
import type { ReadyForm } from '../forms/definitions';
import { ApiError, badRequest, notFound, unprocessable } from '../http/errors';
import { refuseUnstorableFileNames } from '../security/storable-text';
import type { Storage } from '../storage/storage';
import { fileRuleAt, type FileRule } from '../submissions/file-rules';
import { readMultipart } from '../submissions/read-multipart';
import { refusal } from '../submissions/refusal-words';
import type { Upload } from '../submissions/upload';

/** "photo", or a component row's file "members.0.national_id_photo" (rows 0 to 99). */
const FIELD_PATH = /^[^.]+$|^[^.]+\.\d{1,2}\.[^.]+$/;

/** The rule of a field path of the form; 404 when no file may be saved there. */
export function draftFileRule(ready: ReadyForm, field: string): FileRule {
  const rule = FIELD_PATH.test(field) ? fileRuleAt(ready.compiled.definition, ready.forms, field.split('.')) : undefined;
  if (!rule) throw notFound('This form has no file field at this path.');
  return rule;
}

// The field's schema is the engine's own (accept by name and type, size): the same verdict as at submit.
function checkLikeSubmit(field: FieldDef, ready: ReadyForm, upload: Upload, path: string): void {
  // An upload field embeds no form and has no cross-field rule: the context is never consulted.
  const context = {
    forms: ready.forms,
    fieldsByName: new Map<string, FieldDef>(),
    crossChecks: [],
    compileRow: () => z.never(),
    patterns: linearPatterns,
    language: ready.compiled.definition.language,
  };
  const result = fieldTypes[field.type].toSchema(field, context).safeParse(upload);
  if (!result.success) {
    throw unprocessable({ [path]: result.error.issues.map((issue) => issue.message) }, refusal('needsFixing', context.language));
  }
}

/** Errors of a refused file are named by the field path of the route, whatever the part was called. */
function renamed(error: unknown, path: string): unknown {
  if (!(error instanceof ApiError) || !error.errors) return error;
  const messages = Object.values(error.errors).flat();
  return new ApiError(error.statusCode, error.message, { [path]: messages }, error.headers);
}

/**
 * Receives the one file of a draft file request, checked exactly as a submission checks it (size, type from
 * its bytes, SVG content, images re-encoded, then name and type against the field's rules). The caller owns
 * the scratch file it answers.
 */
export async function receiveDraftFile(
  request: FastifyRequest,
  storage: Storage,
  ready: ReadyForm,
  rule: FileRule,
  path: string,
): Promise<Upload> {
  if (!request.isMultipart()) throw new ApiError(415, 'Send the file as multipart/form-data.');
  let received;
  try {
    const rules = { fileRule: () => rule, maxFiles: 1, maxTotal: Math.min(rule.maxSize, FILE_MAX_SIZE) };
    received = await readMultipart(request, storage, async () => rules);
  } catch (error) {
    throw renamed(error, path);
  }
  const [upload] = received.uploads;
  if (!upload) throw badRequest('The request carries no file.');
  try {
    refuseUnstorableFileNames([{ name: upload.name, fieldPath: path }]);
    checkLikeSubmit(rule.field, ready, upload, path);
    return upload;
  } catch (error) {
    await storage.discard(upload.tempPath);
    throw error;
  }
}
