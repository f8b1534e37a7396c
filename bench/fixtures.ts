import { readFileSync } from 'node:fs';
import { checkDefinition } from '../src/engine/index';
import type { CompiledForm, FieldDef, FormDefinition } from '../src/engine/index';

type Values = Record<string, unknown>;

export function readForm(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../forms/${name}.json`, import.meta.url), 'utf8')) as unknown;
}

export function checked(json: unknown): FormDefinition {
  const result = checkDefinition(json);
  if (!result.ok) throw new Error(`Definition refused:\n${result.problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`);
  return result.definition;
}

/** Values of a field's built-in options, so the fixture stays true to the definition. */
function optionValues(definition: FormDefinition, name: string): string[] {
  const field = definition.fields.find((candidate) => candidate.name === name);
  if (!field || field.options.length === 0) throw new Error(`The bootcamp form has no options for "${name}"`);
  return field.options.map((option) => option.value);
}

const image = (name: string) => ({ name, size: 120_000, type: 'image/png' });

/** A complete, valid bootcamp application as the browser form holds it on submit. */
export function bootcampApplication(definition: FormDefinition): Values {
  const technical = optionValues(definition, 'technical-skills');
  const nonTechnical = optionValues(definition, 'non-technical-skills');
  return {
    name_en: 'Mona Hassan',
    name_ar: 'منى حسن',
    email: 'mona.hassan@example.com',
    birth_date: '2001-04-12',
    phone_number: '01012345678',
    nationality_id: '1',
    governorate: 'Cairo',
    educational_level_id: '3',
    educational_institute: 'Cairo University',
    field_of_study_id: '1',
    graduated: '1',
    graduation_year: '', // hidden while graduated is '1'; the browser still holds it empty
    current_occupation: 'Junior data analyst',
    national_id: '29801011234567',
    national_id_front: image('front.png'),
    national_id_back: image('back.png'),
    team_status_id: '2',
    'technical-skills': [technical[0], technical[3], technical[4]],
    'non-technical-skills': [nonTechnical[0], nonTechnical[3]],
    participation_status_id: '2',
    participated_years: 2024,
    personal_photo: image('me.png'),
    talk_about_yourself: 'A data analyst who wants to learn remote sensing and meet a team.',
    first_priority_id: '2',
    second_priority_id: '3',
    third_priority_id: '4',
    why_this_workshop: 'They match what I want to build at the hackathon.',
    attend_workshop: '1',
    comment: '',
    recaptcha: 'recaptcha-token',
  };
}

/** Every field left as a fresh form holds it: '' for text, [] for lists, null for images. */
export function emptyApplication(compiled: CompiledForm): Values {
  return { ...compiled.initialValues };
}

const GENERATED_OPTIONS = ['a', 'b', 'c', 'd', 'e'].map((value) => ({ label: `Option ${value.toUpperCase()}`, value }));

function generatedField(index: number, controller: string | undefined): Record<string, unknown> {
  const name = `f${index}`;
  const base = { name, label: `Field ${index}` };
  const condition = controller ? { dependsOn: { field: controller, value: 'a' } } : {};
  const kind = index % 4;
  if (kind === 0)
    return { ...base, type: 'text', ...condition, validation: { required: true, minLength: 2, maxLength: 80, pattern: '^[A-Za-z ]+$' } };
  if (kind === 1) return { ...base, type: 'number', ...condition, validation: { required: true, min: 0, max: 1000 } };
  if (kind === 2) return { ...base, type: 'select', options: GENERATED_OPTIONS, ...condition, validation: { required: true } };
  return { ...base, type: 'email', ...condition, validation: { required: true } };
}

/**
 * A definition with `count` fields over 10 steps: text (minLength, pattern), number (min, max),
 * select (fixed options) and email in turn; every 10th field shows only when the nearest earlier
 * select is "a".
 */
export function generatedDefinition(count: number): unknown {
  const perStep = Math.ceil(count / 10);
  const fields: Record<string, unknown>[] = [];
  let lastSelect: string | undefined;
  for (let index = 0; index < count; index += 1) {
    const conditional = index % 10 === 9 && lastSelect !== undefined;
    const field = generatedField(index, conditional ? lastSelect : undefined);
    if (field.type === 'select' && !conditional) lastSelect = String(field.name);
    fields.push(field);
  }
  return {
    id: `generated-${count}`,
    title: `Generated form with ${count} fields`,
    steps: Array.from({ length: 10 }, (_, step) => ({
      title: `Step ${step + 1}`,
      fields: fields.slice(step * perStep, (step + 1) * perStep),
    })),
  };
}

const generatedAnswers: Partial<Record<FieldDef['type'], (field: FieldDef) => unknown>> = {
  text: () => 'Sample answer',
  number: (field) => 40 + (Number(field.name.slice(1)) % 500),
  select: () => 'a',
  email: (field) => `${field.name}@example.com`,
};

/** Valid answers to a generated definition, every select on "a" so every conditional field shows. */
export function generatedApplication(definition: FormDefinition): Values {
  return Object.fromEntries(definition.fields.map((field) => [field.name, generatedAnswers[field.type]?.(field)]));
}
