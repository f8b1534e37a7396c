import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import bootcamp from '../../forms/bootcamp.json';
import { bootcampStepFields, type StepField, type StepFieldKind } from './bootcamp-step';
import type { Subject } from './subject';

/** The bootcamp step as react-jsonschema-form draws it: JSON Schema for the rules, a uiSchema for the widgets JSON Schema cannot name. */

type Property = { schema: RJSFSchema; ui?: UiSchema };

const choices = (field: StepField) => field.options.map((option) => ({ const: option.value, title: option.label }));

/** Only the keywords the definition gives: Ajv refuses a keyword set to undefined. */
const given = (keywords: RJSFSchema): RJSFSchema => Object.fromEntries(Object.entries(keywords).filter(([, value]) => value !== undefined));

function text(field: StepField, extra: RJSFSchema = {}): RJSFSchema {
  const { minLength, maxLength, pattern } = field;
  return { type: 'string', title: field.label, ...given({ minLength, maxLength, pattern }), ...extra };
}

const propertyOf = {
  text: (field) => ({ schema: text(field) }),
  email: (field) => ({ schema: text(field, { format: 'email' }) }),
  date: (field) => ({ schema: text(field, { format: 'date' }) }),
  tel: (field) => ({ schema: text(field), ui: { 'ui:options': { inputType: 'tel' } } }),
  textarea: (field) => ({ schema: text(field), ui: { 'ui:widget': 'textarea' } }),
  number: (field) => ({ schema: { type: 'number', title: field.label, ...given({ minimum: field.min, maximum: field.max }) } }),
  select: (field) => ({ schema: { type: 'string', title: field.label, oneOf: choices(field) } }),
  multiselect: (field) => ({
    schema: {
      type: 'array',
      title: field.label,
      uniqueItems: true,
      minItems: field.required ? 1 : 0,
      items: { type: 'string', oneOf: choices(field) },
    },
  }),
  // A file as a data URL, rjsf's file widget; its size cannot be said in JSON Schema, the types go to the input's accept.
  image: (field) => ({
    schema: { type: 'string', title: field.label, format: 'data-url' },
    ui: { 'ui:options': { accept: field.accept?.join(',') } },
  }),
} satisfies Record<StepFieldKind, (field: StepField) => Property>;

/** dependsOn as rjsf's dependencies: each controller's value brings its own questions (rjsf draws them when it matches). */
function dependencies(fields: StepField[], properties: Record<string, Property>): RJSFSchema['dependencies'] {
  const controllers = [...new Set(fields.flatMap((field) => (field.dependsOn ? [field.dependsOn.field] : [])))];
  return Object.fromEntries(
    controllers.map((controller) => {
      const dependants = fields.filter((field) => field.dependsOn?.field === controller);
      const byValue = new Map<string, StepField[]>();
      for (const field of dependants) byValue.set(field.dependsOn!.value, [...(byValue.get(field.dependsOn!.value) ?? []), field]);
      const branches = [...byValue].map(([value, shown]) => ({
        required: [controller, ...shown.filter((field) => field.required).map((field) => field.name)],
        properties: {
          [controller]: { const: value },
          ...Object.fromEntries(shown.map((field) => [field.name, properties[field.name]!.schema])),
        },
      }));
      const none: RJSFSchema = { properties: { [controller]: { not: { enum: [...byValue.keys()] } } } };
      return [controller, { oneOf: [...branches, none] }];
    }),
  );
}

export function bootcampJsonSchema(fields: StepField[]): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties = Object.fromEntries(fields.map((field) => [field.name, propertyOf[field.kind](field) as Property]));
  const always = fields.filter((field) => !field.dependsOn);
  const schema: RJSFSchema = {
    type: 'object',
    title: 'Personal Information',
    required: always.filter((field) => field.required).map((field) => field.name),
    properties: Object.fromEntries(always.map((field) => [field.name, properties[field.name]!.schema])),
    dependencies: dependencies(fields, properties),
  };
  const uiSchema: UiSchema = {
    'ui:order': fields.map((field) => field.name),
    ...Object.fromEntries(fields.flatMap((field) => (properties[field.name]!.ui ? [[field.name, properties[field.name]!.ui]] : []))),
  };
  return { schema, uiSchema };
}

export function createBootcampSubject(): Subject {
  const { schema, uiSchema } = bootcampJsonSchema(bootcampStepFields(bootcamp));
  return {
    // noHtml5Validate: otherwise the browser's own check of `required` stops the submit before rjsf validates;
    // skipOneOf: a list of titled consts starts empty, as the other libraries' lists do, instead of on its first option.
    element: (
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        liveValidate={false}
        noHtml5Validate
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'skipOneOf' }}
      />
    ),
    checkMs: 0,
    errors: { listItem: '.errors li', fieldMessage: '.error-detail' },
  };
}
