import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check';
import { checkAnswer } from './answer-check';
import { compileDefinition, type ValidationResult } from './compile';
import { arabicCount, CHARACTERS } from './i18n/arabic-count';
import type { Language } from './i18n/languages';
import type { FormDefinition } from './model';

const raw = {
  title: 'T',
  steps: [
    {
      title: 'S',
      fields: [
        { name: 'name', label: { en: 'Name', ar: 'الاسم' }, type: 'text', validation: { required: true, minLength: 3 } },
        { name: 'age', label: 'Age', type: 'number', validation: { min: 16, maxLength: 2 } },
        { name: 'email', label: 'Email', type: 'email', validation: { required: true } },
        { name: 're_email', label: 'Retype email', type: 'email', validation: { matches: 'email' } },
        { name: 'onsite', label: { en: 'On site', ar: 'حضوريًا' }, type: 'checkbox' },
        { name: 'tshirt', label: 'T-shirt', type: 'text', dependencies: [{ field: 'onsite', value: true, action: 'require' }] },
        {
          name: 'phone',
          label: 'Phone',
          type: 'tel',
          validation: { pattern: '^01[0125]\\d{8}$', message: { en: 'Enter a valid Egyptian number', ar: 'أدخل رقمًا مصريًا صحيحًا' } },
        },
        { name: 'photo', label: 'Photo', type: 'image' },
        { name: 'skills', label: 'Skills', type: 'multiselect', options: [{ label: 'A', value: 'a' }], validation: { maxItems: 1 } },
      ],
    },
  ],
};

const member = {
  id: 'member',
  title: 'Member',
  steps: [
    {
      title: 'M',
      fields: [{ name: 'email', label: { en: 'Email', ar: 'البريد الإلكتروني' }, type: 'email', validation: { required: true } }],
    },
  ],
};
const team = {
  title: 'Team',
  steps: [
    {
      title: 'T',
      fields: [
        { name: 'count', label: 'Count', type: 'number' },
        {
          name: 'members',
          label: 'Members',
          type: 'component',
          componentName: 'members-table',
          componentProps: { rowForm: 'member', countField: 'count', uniqueBy: ['email'] },
        },
      ],
    },
  ],
};

const checked = (input: unknown, language: Language): FormDefinition => {
  const result = checkDefinition(input, { language });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.definition;
};
const ruleErrors = (outcome: ValidationResult) => (outcome.success ? {} : outcome.ruleErrors);
const broken = {
  name: 'Mo',
  age: '123',
  email: 'not-an-email',
  re_email: 'a@b.co',
  onsite: true,
  phone: '0123',
  photo: { name: 'x.txt', size: 5, type: 'text/plain' },
};

describe('a failed validation reports each rule as data beside its words', () => {
  const english = compileDefinition(checked(raw, 'en'));
  const arabic = compileDefinition(checked(raw, 'ar'));

  it('names the rule and its values, with the message errors carries, in order', () => {
    const outcome = english.validate({ ...broken, nickname: 'Mo' });
    expect(ruleErrors(outcome)).toEqual({
      name: [{ rule: 'minLength', params: { min: 3 }, message: 'Minimum 3 characters' }],
      age: [{ rule: 'maxDigits', params: { max: 2 }, message: 'Must be at most 2 digits' }],
      email: [{ rule: 'email', params: {}, message: 'Must be a valid email' }],
      re_email: [{ rule: 'matches', params: { label: 'Retype email', other: 'Email' }, message: 'Retype email must match Email' }],
      tshirt: [
        {
          rule: 'requiredWhen',
          params: { label: 'T-shirt', controller: 'On site', values: ['Yes'] },
          message: 'T-shirt is required when On site is Yes',
        },
      ],
      phone: [{ rule: 'pattern', params: { pattern: '^01[0125]\\d{8}$' }, message: 'Enter a valid Egyptian number' }],
      photo: [
        {
          rule: 'fileType',
          params: { file: 'x.txt', accept: ['image/svg+xml', 'image/png', 'image/jpeg', 'image/gif'] },
          message: 'File "x.txt" is not an accepted file type.',
        },
      ],
      nickname: [{ rule: 'notInForm', params: {}, message: 'This field is not part of the form' }],
    });
    expect(outcome.success ? {} : outcome.errors).toEqual(
      Object.fromEntries(Object.entries(ruleErrors(outcome)).map(([path, failures]) => [path, failures.map((failure) => failure.message)])),
    );
  });

  it('reports too many items alone, as zod’s size caps do: the list is not read further', () => {
    expect(ruleErrors(english.validate({ ...broken, skills: ['a', 'a'] })).skills).toEqual([
      { rule: 'maxItems', params: { max: 1 }, message: 'Maximum 1 items' },
    ]);
  });

  it('gives the same verdict in Arabic, in Arabic words, the definition’s own message included', () => {
    const inEnglish = ruleErrors(english.validate(broken));
    const inArabic = ruleErrors(arabic.validate(broken));
    const rulesOf = (errors: typeof inEnglish) =>
      Object.fromEntries(Object.entries(errors).map(([path, list]) => [path, list.map((e) => e.rule)]));
    expect(rulesOf(inArabic)).toEqual(rulesOf(inEnglish));
    expect(inArabic.name).toEqual([{ rule: 'minLength', params: { min: 3 }, message: 'يجب ألا يقل عن 3 أحرف' }]);
    expect(inArabic.email![0]!.message).toBe('أدخل بريدًا إلكترونيًا صالحًا');
    expect(inArabic.tshirt![0]).toEqual({
      rule: 'requiredWhen',
      params: { label: 'T-shirt', controller: 'حضوريًا', values: ['نعم'] },
      message: '«T-shirt» مطلوب عندما تكون الإجابة عن «حضوريًا» نعم',
    });
    expect(inArabic.phone![0]!.message).toBe('أدخل رقمًا مصريًا صحيحًا');
    expect(arabic.validate({ ...broken, name: '' })).toMatchObject({ errors: { name: ['هذا الحقل مطلوب'] } });
  });

  it('counts in Arabic as Arabic grammar wants', () => {
    expect([1, 2, 3, 10, 11, 99, 100, 150].map((count) => arabicCount(count, CHARACTERS))).toEqual([
      'حرف واحد',
      'حرفين',
      '3 أحرف',
      '10 أحرف',
      '11 حرفًا',
      '99 حرفًا',
      '100 حرف',
      '150 حرفًا',
    ]);
  });

  it('reports the same failures for one keystroke’s fields', () => {
    expect(english.ruleErrorsOfFields(['name', 'age'], broken)).toEqual({
      name: [{ rule: 'minLength', params: { min: 3 }, message: 'Minimum 3 characters' }],
      age: [{ rule: 'maxDigits', params: { max: 2 }, message: 'Must be at most 2 digits' }],
    });
    expect(arabic.validateFields(['name'], broken)).toEqual({ name: ['يجب ألا يقل عن 3 أحرف'] });
  });
});

describe('rows report their rules at their own paths', () => {
  const compiledIn = (language: Language) => {
    const forms = { member: checked(member, language) };
    return compileDefinition(checked(team, language), { forms });
  };

  it('tags a row field’s format, a duplicate and the team size', () => {
    const rows = [{ email: 'a@b.co' }, { email: 'A@b.co' }, { email: 'nope' }];
    expect(ruleErrors(compiledIn('en').validate({ count: '2', members: rows }))).toEqual({
      'members.2.email': [{ rule: 'email', params: {}, message: 'Must be a valid email' }],
      'members.1.email': [{ rule: 'unique', params: { label: 'Email' }, message: 'Each member needs their own Email' }],
      members: [{ rule: 'teamSize', params: { count: 2 }, message: 'Your team must consist of 2 members' }],
    });
    expect(ruleErrors(compiledIn('ar').validate({ count: '2', members: rows }))).toEqual({
      'members.2.email': [{ rule: 'email', params: {}, message: 'أدخل بريدًا إلكترونيًا صالحًا' }],
      'members.1.email': [
        { rule: 'unique', params: { label: 'البريد الإلكتروني' }, message: 'يجب ألا يتكرر «البريد الإلكتروني» بين الأعضاء' },
      ],
      members: [{ rule: 'teamSize', params: { count: 2 }, message: 'يجب أن يتكون فريقك من عضوين' }],
    });
  });

  it('reports a key a row does not have as notInForm', () => {
    expect(ruleErrors(compiledIn('ar').validate({ count: '1', members: [{ email: 'a@b.co', x: 1 }] }))).toEqual({
      'members.0.x': [{ rule: 'notInForm', params: {}, message: 'هذا الحقل ليس جزءًا من النموذج' }],
    });
  });
});

describe('checkAnswer judges one answer alone, as the form would', () => {
  const definition = checked(raw, 'ar');
  const fieldNamed = (name: string) => definition.fields.find((field) => field.name === name)!;

  it('gives the rules the answer breaks by itself, in the language asked for (English by default)', () => {
    expect(checkAnswer(fieldNamed('name'), 'Mo', { language: 'ar' })).toEqual([
      { rule: 'minLength', params: { min: 3 }, message: 'يجب ألا يقل عن 3 أحرف' },
    ]);
    expect(checkAnswer(fieldNamed('age'), '٢٠٠٣')).toEqual([
      { rule: 'maxDigits', params: { max: 2 }, message: 'Must be at most 2 digits' },
    ]);
    expect(checkAnswer(fieldNamed('email'), 'x@')).toEqual([{ rule: 'email', params: {}, message: 'Must be a valid email' }]);
  });

  it('leaves out rules that need other answers, and an empty answer unless the field itself is required', () => {
    expect(checkAnswer(fieldNamed('re_email'), 'other@b.co')).toEqual([]);
    expect(checkAnswer(fieldNamed('tshirt'), '')).toEqual([]);
    expect(checkAnswer(fieldNamed('name'), ' ')).toEqual([{ rule: 'required', params: {}, message: 'This field is required' }]);
  });
});
