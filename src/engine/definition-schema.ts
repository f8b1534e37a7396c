import { z } from 'zod';
import { localTextSchema } from './i18n/local-text';
import { LANGUAGES } from './i18n/languages';

/** Every field type a definition may use: the specification's and the organisers' builder's. */
export const FIELD_TYPES = [
  'text',
  'email',
  'password',
  'number',
  'tel',
  'phone',
  'url',
  'time',
  'textarea',
  'file',
  'image',
  'select',
  'radio',
  'multiselect',
  'date',
  'checkbox',
  'switch',
  'component',
  'suggestion',
  'reCaptcha',
  'dynamicArrayField',
] as const;

export const fieldTypeSchema = z.enum(FIELD_TYPES, {
  error: (issue) => `Unknown field type ${JSON.stringify(issue.input)}; use one of ${FIELD_TYPES.join(', ')}`,
});
export type FieldType = z.infer<typeof fieldTypeSchema>;

const scalarSchema = z.union([z.string(), z.number(), z.boolean()]);
const conditionValueSchema = z.union([scalarSchema, z.array(scalarSchema)]);

export const optionSchema = z
  .object({
    label: localTextSchema.meta({ description: 'What the applicant reads.' }),
    value: z.union([z.string(), z.number(), z.boolean()]).meta({ description: 'What is submitted.' }),
  })
  .strict()
  .meta({ id: 'Option' });

/** A field's condition; the builder exports `{}` for "no condition". */
export const conditionSchema = z
  .object({
    field: z.string().optional().meta({ description: 'Name of the controlling field.' }),
    value: conditionValueSchema.optional().meta({
      description: 'Value(s) that show this field; compared ignoring case, lists match on any shared member.',
    }),
  })
  .strict()
  .meta({ id: 'Condition' });

export const dependencySchema = z
  .object({
    field: z.string(),
    value: conditionValueSchema,
    action: z.enum(['show', 'hide', 'require']),
  })
  .strict()
  .meta({ id: 'Dependency' });

export const RULE_NAMES = [
  'required',
  'minLength',
  'maxLength',
  'min',
  'max',
  'minItems',
  'maxItems',
  'minWords',
  'maxWords',
  'pattern',
  'matches',
  'accept',
  'maxSize',
  'format',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

const count = z.number().int().nonnegative();

export const validationSchema = z
  .object({
    required: z.boolean().optional(),
    minLength: count.optional().meta({ description: 'Minimum characters (digits for a number field).' }),
    maxLength: count.optional().meta({ description: 'Maximum characters (digits for a number field).' }),
    min: z.number().optional(),
    max: z.number().optional(),
    minItems: count.optional(),
    maxItems: count.optional(),
    minWords: count.optional(),
    maxWords: count.optional(),
    pattern: z.string().optional().meta({
      description:
        'A JavaScript regular expression (no flags) the answer must match; anchor it with ^ and $ to match the whole answer. It runs in linear time, so lookahead, lookbehind and backreferences are refused.',
    }),
    message: localTextSchema.optional().meta({ description: 'The field’s own message for every rule except required.' }),
    messages: z.partialRecord(z.enum(RULE_NAMES), localTextSchema).optional(),
    matches: z.string().optional().meta({ description: 'Name of another field this one must equal.' }),
    accept: z.array(z.string()).optional().meta({
      description:
        'Accepted files: MIME types (image/png), wildcards (image/*) or extensions (.pdf), checked against the name and the type read from the bytes.',
    }),
    maxSize: count.optional().meta({ description: 'Maximum file size in bytes.' }),
  })
  .strict()
  .meta({ id: 'Validation' });
export type RawValidation = z.infer<typeof validationSchema>;
/** A field's rules after checking: its own messages are plain strings in the definition's language. */
export type Validation = Omit<RawValidation, 'message' | 'messages'> & {
  message?: string;
  messages?: Partial<Record<RuleName, string>>;
};

const baseFieldShape = {
  name: z.string().optional().meta({ description: 'Submitted key; derived from the label when missing.' }),
  label: localTextSchema,
  type: fieldTypeSchema,
  placeholder: localTextSchema.optional(),
  desc: localTextSchema.optional().meta({ description: 'Help text shown under the field.' }),
  lang: z
    .enum(LANGUAGES)
    .optional()
    .meta({ description: 'The language the answer is written in, e.g. "ar" for a name in Arabic; the input is marked with it.' }),
  autocomplete: z.string().optional().meta({ description: 'HTML autocomplete token, e.g. name, email, tel, bday.' }),
  options: z.array(optionSchema).optional(),
  isComeFromApi: z.boolean().optional(),
  endpoint: z.string().optional().meta({ description: 'Option list path under /api/v1, e.g. /challenges.' }),
  body: z.string().optional().meta({ description: 'Exported by the organisers’ builder; unused.' }),
  optionsFrom: z
    .object({ field: z.string(), labelKey: z.string() })
    .strict()
    .optional()
    .meta({ description: 'Options built from the rows of a list field: value is the row index, label row[labelKey].' }),
  required: z.boolean().optional().meta({ description: 'Builder shorthand for validation.required.' }),
  validation: validationSchema.optional(),
  dependsOn: conditionSchema.optional(),
  dependencies: z.array(dependencySchema).optional(),
  order: z.number().optional(),
  withSuggestion: z.boolean().optional(),
  componentName: z.string().optional(),
  componentProps: z.record(z.string(), z.unknown()).optional(),
  defaultValue: z.unknown().optional(),
};

/** A sub-field of a dynamicArrayField row. */
export const subFieldSchema = z.object(baseFieldShape).strict().meta({ id: 'SubField' });

export const fieldSchema = z
  .object({
    ...baseFieldShape,
    fields: z.array(subFieldSchema).optional().meta({ description: 'Sub-fields of each row of a dynamicArrayField.' }),
  })
  .strict()
  .meta({ id: 'Field' });

export const linkSchema = z.object({ label: localTextSchema, href: z.string() }).strict().meta({ id: 'Link' });

export const stepSchema = z
  .object({
    title: localTextSchema,
    description: localTextSchema.optional(),
    notice: localTextSchema.optional().meta({ description: 'A highlighted warning shown on the step.' }),
    links: z.array(linkSchema).optional(),
    fields: z.array(fieldSchema),
  })
  .strict()
  .meta({ id: 'Step' });

export const definitionSchema = z
  .object({
    $schema: z.string().optional(),
    id: z.string().optional(),
    version: z.number().int().optional(),
    title: localTextSchema,
    description: localTextSchema.optional(),
    context: z
      .array(z.string())
      .optional()
      .meta({ description: 'Fields read from the form that embeds this one (a row form reading its parent’s answers).' }),
    steps: z.array(stepSchema).min(1, 'A definition needs at least one step'),
  })
  .strict()
  .meta({ title: 'Form definition', description: 'A multi-step form: steps of fields with rules and conditions.' });

export type RawField = z.infer<typeof fieldSchema>;
export type RawDefinition = z.infer<typeof definitionSchema>;
export type FieldOption = z.infer<typeof optionSchema>;
export type Condition = z.infer<typeof conditionSchema>;
export type Dependency = z.infer<typeof dependencySchema>;
