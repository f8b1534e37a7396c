import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { accepts, FILE_MAX_SIZE, IMAGE_MAX_SIZE, traitsOf } from '../../src/engine/index';
import { ApiError, badRequest, tooLarge, unprocessable, unsupportedType } from '../http/errors';
import { requestLanguage } from '../http/request-language';
import type { Storage } from '../storage/storage';
import { isReencodable, MAX_IMAGE_MEGAPIXELS, reencodeImage } from '../uploads/reencode-image';
import { svgProblem } from '../uploads/svg-check';
import { DANGEROUS_TYPES, SNIFF_BYTES, SVG_TYPE, sniffType } from '../uploads/sniff';
import type { FileRule } from './file-rules';
import { fileRefusals, type FileRefusal, type FileRefusalWords } from './file-refusals';
import { assign, compactLists, parseKey } from './form-keys';
import { cleanFileName, Upload } from './upload';

export interface ReceivedBody {
  values: Record<string, unknown>;
  uploads: Upload[];
  /** Digest of everything sent, for Idempotency-Key replays. */
  digest: string;
}

export interface MultipartRules {
  /** The rule of a file sent at this key path; undefined refuses the file. */
  fileRule: (path: string[]) => FileRule | undefined;
  maxFiles: number;
  /** Bytes all files together may take. */
  maxTotal: number;
}

/** What a file is checked against: its field's limits, or the request's while the form is not known yet. */
interface Limits {
  label: string;
  maxSize: number;
  accept: string[];
  /** An image field: it refuses image types that cannot be re-encoded. */
  image: boolean;
  /** The refusals' words, in the request's language. */
  words: FileRefusalWords;
}

const limitsOf = (rule: FileRule, budget: number, words: FileRefusalWords): Limits => ({
  label: rule.field.label,
  maxSize: Math.min(rule.maxSize, budget),
  accept: rule.accept,
  image: traitsOf(rule.field).upload?.image === true,
  words,
});
/** The request's message, and the field's own under its key. */
const refusalOf = (make: (message: string, errors: Record<string, string[]>) => ApiError, refusal: FileRefusal, key: string) =>
  make(refusal.message, { [key]: [refusal.field] });

/** Streams one file to a temp file, counting its size and keeping its first bytes to sniff. */
async function receiveFile(part: { file: NodeJS.ReadableStream & { truncated?: boolean } }, rule: Limits, tempPath: string, key: string) {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > rule.maxSize) {
        done(refusalOf(tooLarge, rule.words.tooLarge(rule.label, rule.maxSize), key));
        return;
      }
      hash.update(chunk);
      if (headLength < SNIFF_BYTES) {
        head.push(chunk);
        headLength += chunk.length;
      }
      done(null, chunk);
    },
  });
  const sink = createWriteStream(tempPath, { flags: 'wx' });
  try {
    await pipeline(part.file, meter, sink);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The disk failing is our problem; a broken upload is the client's.
    if ((error as { syscall?: string }).syscall) throw error;
    throw badRequest('An upload was interrupted or malformed.');
  }
  if (part.file.truncated) throw tooLarge(rule.words.cutShort(rule.label));
  return { size, sha256: hash.digest('hex'), head: Buffer.concat(head).subarray(0, SNIFF_BYTES) };
}

/** Refuses a file whose bytes are not a type its field accepts (415). */
async function checkType(type: string, rule: Limits, tempPath: string, size: number, key: string): Promise<void> {
  const { words, label } = rule;
  const refuse = (refusal: FileRefusal) => refusalOf(unsupportedType, refusal, key);
  if (DANGEROUS_TYPES.has(type) || !accepts(rule.accept, { name: '', type })) throw refuse(words.notAccepted(label));
  if (rule.image && type.startsWith('image/') && type !== SVG_TYPE && !isReencodable(type)) throw refuse(words.notReencodable(label));
  if (type === SVG_TYPE) {
    if (size > IMAGE_MAX_SIZE) throw refuse(words.svgTooLarge(label));
    const problem = await svgProblem(tempPath);
    if (problem) throw refuse(words.unsafeSvg(label, problem));
  }
}

/** Re-encodes a raster image in its temp file (metadata dropped, pixels capped); returns the bytes it now has. */
async function cleanImage(type: string, rule: Limits, tempPath: string, size: number, key: string, storage: Storage): Promise<number> {
  if (!isReencodable(type)) return size;
  const result = await reencodeImage(tempPath, type, storage.newTempPath());
  const { words, label } = rule;
  if (!result.ok && result.problem === 'too-many-pixels') {
    throw refusalOf(tooLarge, words.tooManyPixels(label, Math.round(result.pixels / 1e6), MAX_IMAGE_MEGAPIXELS), key);
  }
  if (!result.ok) {
    const unreadable = words.unreadable(label);
    throw unprocessable({ [key]: [unreadable.field] }, unreadable.message);
  }
  if (result.size > rule.maxSize) throw refusalOf(tooLarge, words.tooLargeResaved(label, rule.maxSize), key);
  return result.size;
}

/** At most this many files before the form is known (the generic endpoint's form_id may come last). */
const MAX_FILES_UNKNOWN_FORM = 20;

async function checkDeferred(
  deferred: { upload: Upload; path: string[] }[],
  rules: MultipartRules,
  storage: Storage,
  words: FileRefusalWords,
): Promise<void> {
  if (deferred.length > rules.maxFiles) throw tooLarge(words.tooManyFiles);
  for (const { upload, path } of deferred) {
    const found = rules.fileRule(path);
    if (!found) throw unprocessable({ [upload.fieldPath]: [words.notAFileField] });
    const limits = limitsOf(found, rules.maxTotal, words);
    if (upload.size > limits.maxSize) throw refusalOf(tooLarge, words.tooLarge(limits.label, limits.maxSize), upload.fieldPath);
    await checkType(upload.type, limits, upload.tempPath, upload.size, upload.fieldPath);
    upload.size = await cleanImage(upload.type, limits, upload.tempPath, upload.size, upload.fieldPath, storage);
  }
}

/**
 * Reads a multipart submission: fields into nested values ("members[0][name]"), files streamed to
 * temp files with their size counted and type sniffed, raster images re-encoded. On any refusal the
 * temp files written so far are removed before the error leaves.
 */
export async function readMultipart(
  request: FastifyRequest,
  storage: Storage,
  /** The form's rules; undefined while the answers so far do not say which form (final: they must). */
  rulesFor: (fieldsSoFar: Record<string, unknown>, final: boolean) => Promise<MultipartRules | undefined>,
): Promise<ReceivedBody> {
  const values = Object.create(null) as Record<string, unknown>;
  const uploads: Upload[] = [];
  /** Files received before the form was known, checked once it is. */
  const deferred: { upload: Upload; path: string[] }[] = [];
  const digest = createHash('sha256');
  const words = fileRefusals(requestLanguage(request));
  let tempPath: string | undefined;
  let rules: MultipartRules | undefined;
  let total = 0;
  try {
    for await (const part of request.parts()) {
      const path = parseKey(part.fieldname);
      const key = path.filter((segment) => segment !== '').join('.');
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge(words.fieldTooLong);
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        digest.update(`f\0${part.fieldname}\0${value}\0`);
        assign(values, path, value);
        continue;
      }
      // A file input left empty arrives as a nameless, empty part.
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      rules ??= await rulesFor(values, false);
      const found = rules ? rules.fileRule(path) : undefined;
      if (rules && !found) {
        part.file.resume();
        throw unprocessable({ [key]: [words.notAFileField] });
      }
      const rule = found
        ? limitsOf(found, (rules?.maxTotal ?? FILE_MAX_SIZE) - total, words)
        : { label: key, maxSize: FILE_MAX_SIZE - total, accept: [], image: false, words };
      if (uploads.length >= (rules?.maxFiles ?? MAX_FILES_UNKNOWN_FORM)) throw tooLarge(words.tooManyFiles);
      tempPath = storage.newTempPath();
      const received = await receiveFile(part, rule, tempPath, key);
      total += received.size;
      const type = await sniffType(received.head);
      await checkType(type, rule, tempPath, received.size, key);
      // A file sent before its form is known is re-encoded once checked against its field.
      const size = found ? await cleanImage(type, rule, tempPath, received.size, key, storage) : received.size;
      const upload = new Upload(cleanFileName(part.filename), size, type, tempPath, received.sha256, key);
      tempPath = undefined;
      uploads.push(upload);
      if (!found) deferred.push({ upload, path });
      digest.update(`u\0${part.fieldname}\0${upload.name}\0${upload.sha256}\0`);
      assign(values, path, upload);
    }
    if (deferred.length > 0) await checkDeferred(deferred, (await rulesFor(values, true))!, storage, words);
  } catch (error) {
    await Promise.all([...uploads.map((upload) => storage.discard(upload.tempPath)), tempPath ? storage.discard(tempPath) : undefined]);
    if (error instanceof ApiError || (error as { statusCode?: number }).statusCode) throw error;
    if ((error as { syscall?: string }).syscall) throw error;
    throw badRequest('The multipart body is malformed.');
  }
  return { values: compactLists(values) as Record<string, unknown>, uploads, digest: digest.digest('hex') };
}
