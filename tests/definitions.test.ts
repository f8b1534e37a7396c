import { describe, expect, it } from 'vitest';
import {
  catalogueFor,
  compileDefinition,
  traitsOf,
  type CompiledForm,
  type FormDefinition,
  type Language,
  type MessageId,
  type RuleErrors,
  type RuleParams,
  type ValidationResult,
} from '../src/engine/index';
import { summarizeDefinition } from '../src/engine/organiser';
import { memberRow, validAnswers, type BuiltInForm } from './fixtures/valid-answers';
import { formsById, loadDefinitionFiles } from './support/definition-files';
import { generateFormAnswers } from './support/generated-answers';
import { requiredMessage } from './support/rule-breakers';
import { matrixOf, type MatrixCase } from './support/validation-matrix';
import { answersShowing, missing, visibilityPaths, withRule } from './support/visibility-paths';

type Answers = Record<string, unknown>;

const files = loadDefinitionFiles();
const forms: Record<string, FormDefinition> = formsById(files);

function definitionOf(id: string): FormDefinition {
  const definition = forms[id];
  if (!definition) throw new Error(`forms/ has no valid definition with id "${id}"`);
  return definition;
}
const compiled = (id: string): CompiledForm => compileDefinition(definitionOf(id), { forms });

/** The same definitions with their texts and messages in Arabic, as the server compiles them for an Arabic page. */
const arabicForms: Record<string, FormDefinition> = formsById(loadDefinitionFiles('ar'));
const compiledInArabic = (id: string): CompiledForm => compileDefinition(arabicForms[id]!, { forms: arabicForms });

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

  it('shows its conditional fields along the reviewed paths', () => {
    expect(visibilityPaths(definitionOf(id))).toMatchSnapshot();
  });

  it('shows, hides and requires each conditional field as its paths say', () => {
    const definition = definitionOf(id);
    const form = compiled(id);
    const byName = new Map(definition.fields.map((field) => [field.name, field]));
    const errorsAt = (name: string, values: Answers) => {
      const outcome = form.validate({ ...form.initialValues, ...values });
      return outcome.success ? undefined : outcome.errors[name];
    };
    for (const field of definition.fields.filter(
      (candidate) => candidate.showWhen.length + candidate.hideWhen.length + candidate.requireWhen.length > 0,
    )) {
      const shown = answersShowing(field, byName);
      expect(shown, `${field.name} can never be shown`).toBeDefined();
      if (!shown) continue;
      expect(form.hiddenFields(shown).has(field.name), `${field.name} with ${JSON.stringify(shown)}`).toBe(false);
      for (const rule of field.showWhen) {
        const unmet = { ...shown, [rule.field]: missing(rule, byName.get(rule.field)) };
        expect(form.hiddenFields(unmet).has(field.name), `${field.name} with ${JSON.stringify(unmet)}`).toBe(true);
      }
      for (const rule of field.hideWhen) {
        expect(form.hiddenFields(withRule(shown, rule, byName)).has(field.name), `${field.name} hidden by ${rule.field}`).toBe(true);
      }
      for (const rule of field.requireWhen) {
        expect(errorsAt(field.name, withRule(shown, rule, byName)), `${field.name} required by ${rule.field}`).toBeDefined();
        if (field.validation.required) continue;
        expect(
          errorsAt(field.name, { ...shown, [rule.field]: missing(rule, byName.get(rule.field)) }),
          `${field.name} optional`,
        ).toBeUndefined();
      }
    }
  });
});

const BUILT_IN: BuiltInForm[] = ['bootcamp', 'hackathon-team', 'member', 'bootcamp-confirmation'];

/** Hidden fields the valid answers fill in anyway, so dropping them is seen. */
const DROPPED: Record<BuiltInForm, string[]> = {
  bootcamp: ['current_occupation'], // graduated is 0
  'hackathon-team': ['hackathon_participated_before'], // participated_in_hackathon is 0
  member: ['participation_type'], // no team answers, so not on site
  'bootcamp-confirmation': [],
};

/** Each rule broken once fails with exactly its message; the messages are snapshotted for review. */
function matrixTests(id: string, answers: Answers) {
  const form = compiled(id);
  const cases: MatrixCase[] = matrixOf(id, definitionOf(id), answers, { forms, makeRow: memberRow });
  for (const entry of cases) {
    it(entry.name, () => {
      const outcome = form.validate(entry.values);
      expect(outcome.success ? outcome : { success: false, errors: outcome.errors }).toEqual({ success: false, errors: entry.errors });
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
}

/** What failed where, without the words: each path's rules and their numbers (labels change with the language). */
function verdictOf(outcome: ValidationResult): Record<string, string[]> | 'accepted' {
  if (outcome.success) return 'accepted';
  const numbers = (params: RuleParams) => Object.entries(params).filter(([, value]) => typeof value === 'number');
  return Object.fromEntries(
    Object.entries(outcome.ruleErrors).map(([path, failures]) => [
      path,
      failures.map(({ rule, params }) => `${rule} ${JSON.stringify(numbers(params))}`),
    ]),
  );
}

/** A failure's words from the catalogue of a language, or undefined for a rule the catalogue does not word (rowCount). */
function catalogueWords(language: Language, rule: string, params: RuleParams): string | undefined {
  const words = catalogueFor(language) as unknown as Record<string, ((values: RuleParams) => string) | undefined>;
  return rule in catalogueFor(language) ? words[rule as MessageId]?.(params) : undefined;
}

const ruleErrorsOf = (outcome: ValidationResult): RuleErrors => (outcome.success ? {} : outcome.ruleErrors);

/** The matrix again on the Arabic compilation: the same verdict each time, the catalogue's words in Arabic. */
function arabicMatrixTests(id: string, answers: Answers) {
  const english = compiled(id);
  const arabic = compiledInArabic(id);
  const cases: MatrixCase[] = matrixOf(id, definitionOf(id), answers, { forms, makeRow: memberRow });

  it('gives every broken rule the same verdict in Arabic, in the Arabic catalogue’s words', () => {
    expect(arabic.validate(answers)).toMatchObject({ success: true });
    for (const entry of cases) {
      const inEnglish = english.validate(entry.values);
      const inArabic = arabic.validate(entry.values);
      expect(verdictOf(inArabic), entry.name).toEqual(verdictOf(inEnglish));
      const englishErrors = ruleErrorsOf(inEnglish);
      for (const [path, failures] of Object.entries(ruleErrorsOf(inArabic))) {
        failures.forEach(({ rule, params, message }, index) => {
          const said = englishErrors[path]![index]!;
          // A form's own message is the form's to translate; the engine's words must be the Arabic catalogue's.
          if (said.message !== catalogueWords('en', said.rule, said.params)) return;
          expect(message, `${entry.name}: ${path}`).toBe(catalogueWords('ar', rule, params));
          expect(message, `${entry.name}: ${path}`).not.toBe(said.message);
        });
      }
    }
  });

  it('says in Arabic what each broken rule says (review changes to this snapshot)', () => {
    const said = Object.fromEntries(
      cases.map((entry) => {
        const outcome = arabic.validate(entry.values);
        const errors = outcome.success ? {} : outcome.errors;
        return [
          entry.name,
          Object.entries(errors)
            .map(([path, messages]) => `${path}: ${messages.join(' | ')}`)
            .join('; '),
        ];
      }),
    );
    expect(said).toMatchSnapshot();
  });
}

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
    for (const field of definition.fields.filter((candidate) => traitsOf(candidate).value === 'number' && candidate.name in outcome.data)) {
      expect(outcome.data[field.name]).toBe(Number(answers[field.name])); // '2026' becomes 2026
    }
  });

  matrixTests(id, answers);
});

describe.each(BUILT_IN)('%s in both languages', (id) => {
  it('reads in English as the reviewed summary of its words', () => {
    expect(summarizeDefinition(definitionOf(id), { texts: true })).toMatchSnapshot();
  });

  it('reads in Arabic as the reviewed summary of its words (review changes to this snapshot)', () => {
    expect(summarizeDefinition(arabicForms[id]!, { texts: true })).toMatchSnapshot();
  });

  it('compiles to the same rules in both languages: only the words differ', () => {
    // A field's own messages (after " — ") and a component's row-count messages are words too.
    const withoutWords = (line: string) => line.replace(/ — .*$/, '').replace(/"message":"(?:[^"\\]|\\.)*"/g, '"message"');
    const rulesOnly = (definition: FormDefinition) => summarizeDefinition(definition).steps.map((step) => step.fields.map(withoutWords));
    expect(rulesOnly(arabicForms[id]!)).toEqual(rulesOnly(definitionOf(id)));
  });
});

describe.each(BUILT_IN)('%s validation matrix in Arabic', (id) => {
  arabicMatrixTests(id, validAnswers[id]);
});

/** Samples, examples and any new definition: a valid answer set generated from the definition itself. */
const GENERATED = files.filter(({ id, result }) => result.ok && !(id in validAnswers)).map(({ id }) => id);

describe.each(GENERATED)('%s generated validation matrix', (id) => {
  const answers = generateFormAnswers(definitionOf(id));

  it('accepts the answers generated from its definition (review changes to this snapshot)', () => {
    expect(compiled(id).validate(answers)).toMatchObject({ success: true });
    expect(answers).toMatchSnapshot();
  });

  matrixTests(id, answers);
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
