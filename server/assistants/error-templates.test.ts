import { describe, expect, it } from 'vitest';
import { checkDefinition, type FieldDef } from '../../src/engine/index';
import { readFormFiles } from '../forms/files';
import { failureOfField, failureOfMessage } from './error-rules';
import { explain } from './error-templates';

const forms = Object.fromEntries(
  readFormFiles().flatMap((file) => {
    const checked = checkDefinition(file.raw);
    return checked.ok ? [[file.id, checked.definition]] : [];
  }),
);
const field = (formId: string, name: string): FieldDef => {
  const found = forms[formId]?.fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${formId}.${name} is not in forms/`);
  return found;
};
/** What the button shows for an answer to a field of a built-in form. */
const explainFor = (formId: string, name: string, input: unknown, message = 'Invalid value', other?: string) => {
  const f = field(formId, name);
  const failure = failureOfField(f, input, message, other) ?? failureOfMessage(message, input);
  return explain(failure, f, input, message);
};

describe('Egyptian mobile numbers', () => {
  const phone = (input: string) => explainFor('bootcamp', 'phone_number', input, 'Enter a valid Egyption phone number');

  it('counts the digits of a short number', () => {
    expect(phone('0101234567')).toBe('An Egyptian mobile number has 11 digits and starts with 010, 011, 012 or 015; you typed 10 digits.');
  });
  it('names the first three digits of a wrong prefix, not the number', () => {
    const text = phone('01312345678');
    expect(text).toMatch(/; yours starts with 013\.$/);
    expect(text).not.toContain('01312345678');
  });
  it('asks for the number without the country code', () => {
    expect(phone('+201012345678')).toMatch(/without the country code \(\+20\), starting with 0\.$/);
  });
  it('asks for digits only when there are spaces or letters', () => {
    expect(phone('010 1234 5678')).toMatch(/digits only, without spaces or dashes\.$/);
    expect(phone('010abc45678')).toMatch(/can only contain digits\.$/);
  });
  it('explains a member phone number of a team the same way', () => {
    expect(explainFor('member', 'phone_number', '012345')).toMatch(/you typed 6 digits\.$/);
  });
});

describe('national IDs', () => {
  const id = (input: string) => explainFor('bootcamp', 'national_id', input, 'Enter a valid Egyption national id');
  it('counts the digits', () => {
    const text = id('2990101123456');
    expect(text).toMatch(
      /^An Egyptian national ID has 14 digits and starts with 2 .* or 3 .*; a passport number is one capital letter followed by 7 or 8 digits; you typed 13 digits\.$/,
    );
    expect(text).not.toContain('2990101123456');
  });
  it('names a wrong first digit', () => expect(id('19901011234567')).toMatch(/yours starts with 1\.$/));
  it('asks for a capital passport letter', () => expect(id('a1234567')).toMatch(/write the first letter as a capital\.$/));
});

describe('every other rule has its template', () => {
  it.each<[string, string, string, unknown, string?, RegExp?]>([
    [
      'required text',
      'bootcamp',
      'name_en',
      '',
      'This field is required',
      /^"Full name \(English\)" is required: fill it in before you continue\.$/,
    ],
    [
      'required select',
      'bootcamp',
      'governorate',
      '',
      'This field is required',
      /^Choose an answer for "Governorate": this question is required\.$/,
    ],
    [
      'required multiselect',
      'bootcamp',
      'technical-skills',
      [],
      'This field is required',
      /^Choose at least one option for "Technical skills"/,
    ],
    ['required file', 'bootcamp', 'personal_photo', null, 'File is required', /^Upload a file for "Personal photo": it is required\.$/],
    [
      'min length',
      'bootcamp',
      'name_en',
      'Al',
      'Minimum 3 characters',
      /^"Full name \(English\)" needs at least 3 characters; you typed 2\.$/,
    ],
    [
      'max length',
      'bootcamp',
      'talk_about_yourself',
      'x'.repeat(1005),
      'Maximum 1000 characters',
      /at most 1000 characters; you typed 1005, so remove 5\.$/,
    ],
    [
      'min length (own message)',
      'hackathon-team',
      'team_name',
      'ab',
      'minimum length of the name is 3 charchtars',
      /needs at least 3 characters; you typed 2\.$/,
    ],
    [
      'email without @',
      'bootcamp',
      'email',
      'mona.example.com',
      'Must be a valid email',
      /^An e-mail address looks like name@example\.com; yours has no @\.$/,
    ],
    [
      'email without a dot',
      'bootcamp',
      'email',
      'mona@example',
      'Must be a valid email',
      /the part after the @ needs a dot, like example\.com\.$/,
    ],
    [
      'url',
      'hackathon-team',
      'project_video_url',
      'youtube.com/watch?v=1',
      'Enter a valid URL',
      /must start with http:\/\/ or https:\/\/ and be public.*; yours does not start with http:\/\/ or https:\/\/\.$/,
    ],
    [
      'date',
      'bootcamp',
      'birth_date',
      '2001-02-30',
      'Enter a date as yyyy-MM-dd',
      /^Write "Date of birth" as year-month-day, for example 2001-05-23/,
    ],
    ['number', 'member', 'age', 'twenty', 'Must be a number', /takes a number written with digits only/],
    ['number min', 'member', 'age', '0', 'Minimum is 1', /^"Age" must be 1 or more; the number you entered is smaller\.$/],
    ['number max', 'bootcamp', 'graduation_year', '2040', 'Maximum is 2035', /must be 2035 or less/],
    [
      'too many items',
      'hackathon-team',
      'members',
      [1, 2, 3, 4, 5, 6, 7],
      'Maximum 6 items',
      /^Choose at most 6 options for "[^"]+"; you chose 7\.$/,
    ],
    [
      'file type',
      'bootcamp',
      'personal_photo',
      { size: 2_000, type: 'application/pdf', extension: 'pdf' },
      'File "x.pdf" is not an accepted file type.',
      /accepts SVG, PNG, JPG or GIF files; yours is PDF\./,
    ],
    [
      'file size',
      'bootcamp',
      'personal_photo',
      { size: 12 * 1024 * 1024, type: 'image/png', extension: 'png' },
      'File "x.png" exceeds the maximum size of 10 MB.',
      /accepts files up to 10 MB; yours is 12 MB\. Resize or compress it/,
    ],
    ['matches', 'member', 're_email', 'a@example.com', 'Retype e-mail must match Email', /must be exactly the same as "Email"/],
    ['captcha', 'bootcamp', 'recaptcha', '', 'This field is required', /^Complete the verification/],
    [
      'required when',
      'bootcamp',
      'graduation_year',
      '',
      'Expected graduation year is required when Have you graduated? is No',
      /required because of an earlier answer/,
    ],
  ])('%s', (_name, formId, name, input, message, expected) => {
    const other = name === 're_email' ? 'Email' : undefined;
    expect(explainFor(formId, name, input, message, other)).toMatch(expected!);
  });

  it('reads the rule from the message for a field no form holds', () => {
    const f = { label: 'Nickname', type: 'text' as const };
    expect(explain(failureOfMessage('Minimum 5 characters', 'abc'), f, 'abc', 'Minimum 5 characters')).toBe(
      '"Nickname" needs at least 5 characters; you typed 3.',
    );
    expect(explain(failureOfMessage('Maximum is 10', '12'), f, '12', 'Maximum is 10')).toMatch(/must be 10 or less/);
    expect(
      explain(failureOfMessage('This e-mail already applied in this edition.', 'a@b.co'), { label: 'Email', type: 'email' }, 'a@b.co', 'x'),
    ).toMatch(/already received/);
    expect(explain(failureOfMessage('Something odd', 'x'), f, 'x', 'Something odd')).toMatch(
      /^The form says: "Something odd"\. .*info@spaceappscairo\.com\.$/,
    );
  });

  it('falls back to the pattern template with the placeholder as an example', () => {
    const f = { ...field('bootcamp', 'name_en'), validation: { pattern: '^[A-Z]+$' }, placeholder: 'ABC' } as FieldDef;
    expect(explain(failureOfField(f, 'abc', 'Invalid format')!, f, 'abc', 'Invalid format')).toBe(
      '"Full name (English)" does not have the expected format. It should look like ABC.',
    );
  });
});
