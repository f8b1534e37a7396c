import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDefinition, compileDefinition, summarizeDefinition, type CompiledForm, type FormDefinition } from '../src/engine/index';
import { memberRow, validAnswers, type BuiltInForm } from './fixtures/valid-answers';
import { breaksOf, requiredMessage, spec, type Break, type ExpectedErrors } from './support/rule-breakers';

type Answers = Record<string, unknown>;

const FORMS_DIR = join(import.meta.dirname, '..', 'forms');

/** Every definition under forms/, samples and any future folder included. */
function definitionFiles(dir = FORMS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? definitionFiles(path) : entry.name.endsWith('.json') ? [path] : [];
    })
    .sort();
}

const files = definitionFiles().map((file) => {
  const result = checkDefinition(JSON.parse(readFileSync(file, 'utf8')));
  // a definition without an id is known by its file name
  const id = (result.ok ? result.definition.id : undefined) ?? basename(file, '.json');
  return { name: file.slice(FORMS_DIR.length + 1), id, result };
});
const forms: Record<string, FormDefinition> = Object.fromEntries(
  files.flatMap(({ id, result }) => (result.ok ? [[id, result.definition]] : [])),
);

function definitionOf(id: string): FormDefinition {
  const definition = forms[id];
  if (!definition) throw new Error(`forms/ has no valid definition with id "${id}"`);
  return definition;
}
const compiled = (id: string): CompiledForm => compileDefinition(definitionOf(id), { forms });


describe.each(files.map((file) => [file.name, file] as const))('forms/%s (contract)', (name, { id, result }) => {
  it('passes checkDefinition', () => {
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('compiles with every definition in forms/ available', () => {
    expect(() => compiled(id)).not.toThrow();
  });

  it('fails its initial values only with required messages, on each required field shown', () => {
    const definition = definitionOf(id);
    const form = compiled(id);
    const hidden = form.hiddenFields(form.initialValues);
    const expected = Object.fromEntries(
      definition.fields
        .filter((field) => field.validation.required && !hidden.has(field.name))
        .map((field) => [field.name, [requiredMessage(field, definition)]]),
    );
    const outcome = form.validate(form.initialValues);
    expect(outcome.success ? {} : outcome.errors).toEqual(expected);
  });

  it('compiles to the reviewed summary', () => {
    expect(summarizeDefinition(definitionOf(id))).toMatchSnapshot();
  });
});

interface MatrixCase {
  name: string;
  /** The path of the broken field. */
  path: string;
  values: Answers;
  errors: ExpectedErrors;
}

const unknownKey = (id: string, path: string, values: Answers): MatrixCase => ({
  name: `${id} › ${path} › unknown key`,
  path,
  values,
  errors: { [path]: [spec.notInForm] },
});

/** Each rule of each shown field of a form broken once, generated from its definition. */
function casesOf(form: FormDefinition, answers: Answers, shownWith: Answers): (Break & { path: string })[] {
  const compiledForm = compileDefinition(form, { forms });
  const hidden = compiledForm.hiddenFields(shownWith);
  return form.fields
    .filter((field) => !hidden.has(field.name))
    .flatMap((field) => {
      const context = { form, answers, empty: compiledForm.initialValues[field.name], forms, makeRow: memberRow };
      return breaksOf(field, context).map((broken) => ({ path: field.name, ...broken }));
    });
}

/** The form's own cases, then each row field of a component broken in row 0. */
function matrixOf(id: BuiltInForm): MatrixCase[] {
  const definition = definitionOf(id);
  const answers: Answers = validAnswers[id];
  const cases = [unknownKey(id, 'nickname', { ...answers, nickname: 'Mo' })];
  for (const broken of casesOf(definition, answers, answers)) {
    const values = { ...answers, [broken.path]: broken.value };
    cases.push({ name: `${id} › ${broken.path} › ${broken.rule}`, path: broken.path, values, errors: broken.errors });
  }
  for (const field of definition.fields) {
    const rowFormId = (field.componentProps as { rowForm?: string }).rowForm;
    const rows = answers[field.name];
    if (!rowFormId || !Array.isArray(rows)) continue;
    const row = rows[0] as Answers;
    const inRow = (values: Answers) => ({ ...answers, [field.name]: [values, ...rows.slice(1)] });
    const prefixed = (errors: ExpectedErrors) =>
      Object.fromEntries(Object.entries(errors).map(([path, messages]) => [`${field.name}.0.${path}`, messages]));
    cases.push(unknownKey(id, `${field.name}.0.nickname`, inRow({ ...row, nickname: 'Mo' })));
    // a row shows its fields by the team's answers it reads (participation_method_id)
    for (const broken of casesOf(definitionOf(rowFormId), row, { ...answers, ...row })) {
      const path = `${field.name}.0.${broken.path}`;
      const values = inRow({ ...row, [broken.path]: broken.value });
      cases.push({ name: `${id} › ${path} › ${broken.rule}`, path, values, errors: prefixed(broken.errors) });
    }
  }
  return cases;
}

const BUILT_IN: BuiltInForm[] = ['bootcamp', 'hackathon-team', 'member', 'bootcamp-confirmation'];

/** Hidden fields the valid answers fill in anyway, so dropping them is seen. */
const DROPPED: Record<BuiltInForm, string[]> = {
  bootcamp: ['current_occupation'], // graduated is 0
  'hackathon-team': ['hackathon_participated_before'], // participated_in_hackathon is 0
  member: ['participation_type'], // no team answers, so not on site
  'bootcamp-confirmation': [],
};

describe.each(BUILT_IN)('%s validation matrix', (id) => {
  const form = compiled(id);
  const definition = definitionOf(id);
  const answers: Answers = validAnswers[id];

  it('accepts the valid answers, dropping hidden fields and converting numbers', () => {
    const outcome = form.validate(answers);
    expect(outcome).toMatchObject({ success: true });
    if (!outcome.success) return;
    expect([...form.hiddenFields(answers)].filter((name) => name in answers)).toEqual(DROPPED[id]);
    for (const name of DROPPED[id]) expect(outcome.data).not.toHaveProperty(name);
    for (const field of definition.fields.filter((candidate) => candidate.type === 'number' && candidate.name in outcome.data)) {
      expect(outcome.data[field.name]).toBe(Number(answers[field.name])); // '2026' becomes 2026
    }
  });

  const cases = matrixOf(id);
  for (const entry of cases) {
    it(entry.name, () => {
      expect(form.validate(entry.values)).toEqual({ success: false, errors: entry.errors });
    });
  }

  it('says what each broken rule says (review changes to this snapshot)', () => {
    const said = Object.fromEntries(
      cases.map((entry) => {
        const outcome = form.validate(entry.values);
        const errors = outcome.success ? {} : outcome.errors;
        const said = Object.entries(errors).map(([path, messages]) => (path === entry.path ? '' : `${path}: `) + messages.join(' | '));
        return [entry.name, said.join('; ')];
      }),
    );
    expect(said).toMatchSnapshot();
  });
});

const errorsOf = (form: CompiledForm, values: Answers) => {
  const outcome = form.validate(values);
  return outcome.success ? {} : outcome.errors;
};

describe('messages of the specification, spelled out', () => {
  const bootcamp = compiled('bootcamp');
  const team = compiled('hackathon-team');
  const member = compiled('member');
  const applicant: Answers = validAnswers.bootcamp;
  const teamAnswers: Answers = validAnswers['hackathon-team'];

  it('uses the bootcamp wording for required answers and lengths', () => {
    expect(errorsOf(bootcamp, { ...applicant, name_en: '' })).toEqual({ name_en: ['This field is required'] });
    expect(errorsOf(bootcamp, { ...applicant, name_en: '   ' })).toEqual({ name_en: ['This field is required'] }); // blanks are empty
    expect(errorsOf(bootcamp, { ...applicant, personal_photo: null })).toEqual({ personal_photo: ['File is required'] });
    expect(errorsOf(bootcamp, { ...applicant, name_en: 'Mo' })).toEqual({ name_en: ['Minimum 3 characters'] }); // two letters
  });

  it('takes Egyptian mobile numbers only', () => {
    const phone = (phone_number: string) => errorsOf(bootcamp, { ...applicant, phone_number });
    const refused = { phone_number: ['Enter a valid Egyption phone number'] };
    expect(phone('01512345678')).toEqual({}); // 015 is a mobile prefix
    expect(phone('0101234567')).toEqual(refused); // 7 digits after 010
    expect(phone('01312345678')).toEqual(refused); // 013 is not a mobile prefix
    expect(phone('+201012345678')).toEqual(refused); // the international form is not taken
  });

  it('takes a 14-digit national id or a passport number', () => {
    const id = (national_id: string) => errorsOf(bootcamp, { ...applicant, national_id });
    const refused = { national_id: ['Enter a valid Egyption national id'] };
    expect(id('30103152101235')).toEqual({}); // born in the 2000s
    expect(id('A1234567')).toEqual({}); // passport: a capital letter and 7 digits
    expect(id('19801011234567')).toEqual(refused); // century digit 1
    expect(id('2980101123456')).toEqual(refused); // 13 digits
    expect(id('a1234567')).toEqual(refused); // passport letter must be a capital
  });

  it('uses the team form’s own wording', () => {
    expect(errorsOf(team, { ...teamAnswers, team_name: 'ab' })).toEqual({ team_name: ['minimum length of the name is 3 charchtars'] });
    expect(errorsOf(team, { ...teamAnswers, project_proposal_url: 'drive.google.com/file/d/1a2b3c' })).toEqual({
      project_proposal_url: ['Enter a valid URL'], // no scheme
    });
    expect(errorsOf(team, { ...teamAnswers, members: [memberRow(0), memberRow(1)] })).toEqual({
      members: ['Your team must consist of 3 members'], // members_count is 3
    });
  });

  it('says "{label} must match {other}" with the labels of member.json', () => {
    expect(errorsOf(member, { ...validAnswers.member, re_email: 'mariam.adel@example.org' })).toEqual({
      re_email: ['Retype email must match Email'], // .org for .com
    });
  });

  it('names the file and the limit', () => {
    const upload = (personal_photo: unknown) => errorsOf(bootcamp, { ...applicant, personal_photo });
    expect(upload({ name: 'x.png', size: 10 * 1024 * 1024, type: 'image/png' })).toEqual({}); // exactly 10 MB is allowed
    expect(upload({ name: 'x.png', size: 10 * 1024 * 1024 + 1, type: 'image/png' })).toEqual({
      personal_photo: ['File "x.png" exceeds the maximum size of 10 MB.'],
    });
    expect(upload({ name: 'x.png', size: 1000, type: 'text/html' })).toEqual({
      personal_photo: ['File "x.png" is not an accepted file type.'], // the type decides, not the name
    });
  });

  it('names the controller and its option label when a shown field is required (volunteer sample)', () => {
    const volunteer = compiled('volunteer');
    const answers = {
      full_name: 'Salma Ibrahim',
      email: 'salma.ibrahim@example.com',
      birth_date: '2003-04-20',
      preferred_team: 'media',
      volunteered_before: '1',
      previous_events: '',
      code_of_conduct: true,
    };
    expect(errorsOf(volunteer, answers)).toEqual({
      previous_events: ['Which events? is required when Have you volunteered at one of our events before? is Yes'],
    });
    const firstTime = volunteer.validate({ ...answers, volunteered_before: '0', previous_events: 'Cairo 2023' });
    expect(firstTime).toMatchObject({ success: true }); // hidden, so not required...
    expect(firstTime.success && firstTime.data).not.toHaveProperty('previous_events'); // ...and not kept
  });

  it('asks members how they take part only when the team is on site', () => {
    const rowsOf = (values: Answers) => {
      const outcome = team.validate(values);
      return outcome.success ? (outcome.data.members as Answers[]) : outcome.errors;
    };
    const onSite = rowsOf(teamAnswers);
    expect(onSite).toMatchObject([
      { participation_type: '1', age: 27 }, // ages become numbers in rows too
      { participation_type: '1', age: 24 },
      { participation_type: '2', age: 23 },
    ]);
    const virtual = rowsOf({ ...teamAnswers, participation_method_id: '2', limited_capacity: '' });
    expect(Array.isArray(virtual) && virtual.map((row) => 'participation_type' in row)).toEqual([false, false, false]);
  });
});

describe('stepOfErrors', () => {
  const stepTitled = (form: CompiledForm, title: string) => form.definition.steps.findIndex((step) => step.title === title);

  it('sends a member row’s error to the Create a Team step', () => {
    const team = compiled('hackathon-team');
    expect(stepTitled(team, 'Create a Team')).toBe(2);
    expect(team.stepOfErrors(['members.1.email'])).toBe(stepTitled(team, 'Create a Team'));
  });

  it('sends the bootcamp form to the earliest step with an error', () => {
    const bootcamp = compiled('bootcamp');
    expect(bootcamp.stepOfErrors(['first_priority_id', 'email'])).toBe(stepTitled(bootcamp, 'Personal Information'));
  });
});

describe('rules found by this suite', () => {
  const team = compiled('hackathon-team');
  const teamAnswers: Answers = validAnswers['hackathon-team'];
  const rowsTakingPart = (count: number, type: string) =>
    Array.from({ length: count }, (_, index) => ({ ...memberRow(index), participation_type: type }));

  it('an empty team leader says only "This field is required"', () => {
    expect(errorsOf(team, { ...teamAnswers, team_leader_id: '' })).toEqual({ team_leader_id: ['This field is required'] });
  });

  it('a member row cannot answer the team’s participation method', () => {
    const rows = [memberRow(0), { ...memberRow(1), participation_method_id: '1' }, memberRow(2)];
    expect(errorsOf(team, { ...teamAnswers, participation_method_id: '2', limited_capacity: '', members: rows })).toEqual({
      'members.1.participation_method_id': ['This field is not part of the form'],
    });
  });

  it('validateStep gives back plain answers', () => {
    const outcome = team.validateStep(1, teamAnswers);
    expect(() => JSON.stringify(outcome)).not.toThrow();
  });

  // Spec 5 "Rules shown to users" and 9: at most 5 members on site, at least 1.
  it('refuses a sixth on-site member', () => {
    expect(errorsOf(team, { ...teamAnswers, members_count: '6', members: rowsTakingPart(6, '1') })).toHaveProperty('members');
  });
  it('refuses an on-site team with nobody on site', () => {
    expect(errorsOf(team, { ...teamAnswers, members: rowsTakingPart(3, '2') })).toHaveProperty('members');
  });
});
