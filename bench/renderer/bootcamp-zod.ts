import { z } from 'zod';
import type { StepField, StepFieldKind } from './bootcamp-step';

/** The step's rules in zod, as a react-hook-form user writes them for its native controls. */

const REQUIRED = 'This field is required';

function text(field: StepField) {
  let schema = z.string();
  if (field.required) schema = schema.min(1, REQUIRED);
  if (field.minLength !== undefined) schema = schema.min(field.minLength, `Minimum ${field.minLength} characters`);
  if (field.maxLength !== undefined) schema = schema.max(field.maxLength, `Maximum ${field.maxLength} characters`);
  if (field.pattern !== undefined) schema = schema.regex(new RegExp(field.pattern), field.message ?? 'Invalid format');
  return field.required ? schema : z.union([z.literal(''), schema]);
}

/** A required answer of a given format: empty says "required", anything else is checked by `format`. */
const formatted = (field: StepField, format: z.ZodType<unknown, string>) =>
  field.required ? z.string().min(1, REQUIRED).pipe(format) : z.union([z.literal(''), format]);

function number(field: StepField) {
  let schema = z.coerce.number<string>('Enter a number');
  if (field.min !== undefined) schema = schema.min(field.min, `At least ${field.min}`);
  if (field.max !== undefined) schema = schema.max(field.max, `At most ${field.max}`);
  return field.required ? z.string().min(1, REQUIRED).pipe(schema) : z.union([z.literal(''), schema]);
}

const values = (field: StepField) => field.options.map((option) => option.value) as [string, ...string[]];

/** A file input's FileList, typed without the DOM so that the driver's project compiles this file too. */
type Files = ArrayLike<{ type: string; size: number }>;

/** The file chosen in a file input: required, of an accepted type and not too large. */
function image(field: StepField) {
  return z.any().superRefine((files: unknown, context) => {
    const file = typeof files === 'object' && files !== null && 'length' in files ? (files as Files)[0] : undefined;
    const message = !file
      ? field.required
        ? REQUIRED
        : undefined
      : field.accept && !field.accept.includes(file.type)
        ? 'Choose an image file'
        : field.maxSize !== undefined && file.size > field.maxSize
          ? 'The file is too large'
          : undefined;
    if (message) context.addIssue({ code: 'custom', message });
  });
}

const schemaOf = {
  text,
  tel: text,
  textarea: text,
  email: (field) => formatted(field, z.email('Enter a valid email address')),
  date: (field) => formatted(field, z.iso.date('Enter a valid date')),
  number,
  select: (field) => formatted(field, z.enum(values(field))),
  multiselect: (field) => (field.required ? z.array(z.enum(values(field))).min(1, REQUIRED) : z.array(z.enum(values(field)))),
  image,
} satisfies Record<StepFieldKind, (field: StepField) => z.ZodType>;

/** One object schema for the step; a conditional field is absent (unregistered) while hidden. */
export function bootcampStepSchema(fields: StepField[]) {
  const shape = Object.fromEntries(
    fields.map((field) => {
      const own = schemaOf[field.kind](field);
      return [field.name, field.dependsOn ? own.optional() : own];
    }),
  );
  return z.object(shape);
}
