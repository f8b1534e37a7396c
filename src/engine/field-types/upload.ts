import { z } from 'zod';
import type { FieldDef, FileLike } from '../model';
import { failureOf } from '../rule-errors';
import type { CompileContext, FieldTypeSpec, UploadTraits } from './spec';
import { answerTraits, fail, isBlank } from './shared';
import { accepts } from './accept';

export { accepts, acceptedTypes, EXTENSION_TYPES } from './accept';

export const IMAGE_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/gif'];
export const IMAGE_MAX_SIZE = 10 * 1024 * 1024;
export const FILE_MAX_SIZE = 734_003_200;

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return typeof file.name === 'string' && typeof file.type === 'string' && typeof file.size === 'number' && file.size >= 0;
}

function fileRules(defaults: UploadTraits) {
  return (field: FieldDef, { language }: CompileContext) => {
    const accept = field.validation.accept ?? defaults.accept;
    const maxSize = Math.min(field.validation.maxSize ?? defaults.maxSize, defaults.maxSize);
    const maxFiles = field.validation.maxItems ?? 1;
    return z.unknown().check((ctx) => {
      const files = Array.isArray(ctx.value) ? ctx.value : [ctx.value];
      if (files.length > maxFiles) return fail(ctx, failureOf(field, 'maxItems', 'maxFiles', { max: maxFiles }, language));
      for (const file of files) {
        if (!isFileLike(file)) return fail(ctx, failureOf(field, 'format', 'invalidFile', {}, language));
        if (file.size > maxSize) fail(ctx, failureOf(field, 'maxSize', 'fileTooLarge', { file: file.name, maxSize }, language));
        if (!accepts(accept, file)) fail(ctx, failureOf(field, 'accept', 'fileType', { file: file.name, accept: [...accept] }, language));
      }
    });
  };
}

const IMAGE_UPLOAD: UploadTraits = { image: true, accept: IMAGE_TYPES, maxSize: IMAGE_MAX_SIZE };
const FILE_UPLOAD: UploadTraits = { image: false, accept: [], maxSize: FILE_MAX_SIZE };
const uploadTraits = (upload: UploadTraits) => ({ ...answerTraits, value: 'upload', exportAs: 'fileLinks', upload }) as const;

const uploadBase = {
  emptyValue: () => null,
  normalize: (value: unknown) => (isBlank(value) ? undefined : value),
  isEmpty: isBlank,
  emptyRule: 'fileRequired' as const,
  formatRule: 'invalidFile' as const,
  rules: ['required', 'accept', 'maxSize', 'maxItems'] as const,
};

/** Images: SVG, PNG, JPG or GIF up to 10 MB unless the definition narrows it. */
export const imageType: FieldTypeSpec = { ...uploadBase, toSchema: fileRules(IMAGE_UPLOAD), traits: uploadTraits(IMAGE_UPLOAD) };

/** Any file up to 734003200 bytes (700 MB). */
export const fileType: FieldTypeSpec = { ...uploadBase, toSchema: fileRules(FILE_UPLOAD), traits: uploadTraits(FILE_UPLOAD) };
