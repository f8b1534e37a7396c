import { describe, expect, it } from 'vitest';
import { checkDefinition } from '../check';
import { compileDefinition } from '../compile';

/** Compiles a one-field form and returns the first message for an answer, or 'ok'. */
function messageFor(field: Record<string, unknown>, value: unknown): string {
  const checked = checkDefinition({ title: 'T', steps: [{ title: 'S', fields: [{ label: 'Field', name: 'f', ...field }] }] });
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  const result = compileDefinition(checked.definition).validate(value === undefined ? {} : { f: value });
  return result.success ? 'ok' : (result.errors.f?.[0] ?? Object.values(result.errors)[0]![0]!);
}

describe('text', () => {
  const name = { type: 'text', validation: { required: true, minLength: 3, maxLength: 5 } };
  it('applies required, min and max length with the bootcamp wording', () => {
    expect(messageFor(name, '')).toBe('This field is required'); // empty string
    expect(messageFor(name, undefined)).toBe('This field is required'); // Formik turns '' into undefined
    expect(messageFor(name, '   ')).toBe('This field is required'); // only spaces
    expect(messageFor(name, 'ab')).toBe('Minimum 3 characters');
    expect(messageFor(name, 'abcdef')).toBe('Maximum 5 characters');
    expect(messageFor(name, ' abc ')).toBe('ok'); // trimmed before counting
  });

  it('applies the pattern with its own message or a default', () => {
    const phone = {
      type: 'tel',
      validation: { required: true, pattern: '^01[0125]\\d{8}$', message: 'Enter a valid Egyption phone number' },
    };
    expect(messageFor(phone, '01012345678')).toBe('ok');
    expect(messageFor(phone, '0101234567')).toBe('Enter a valid Egyption phone number'); // 10 digits
    expect(messageFor(phone, '01312345678')).toBe('Enter a valid Egyption phone number'); // 013 is no Egyptian mobile prefix
    expect(messageFor(phone, '')).toBe('This field is required'); // required keeps its own message
    expect(messageFor({ type: 'text', validation: { pattern: '^\\d+$' } }, 'x')).toBe('Invalid format');
  });

  it('counts words', () => {
    const idea = { type: 'textarea', validation: { minWords: 2, maxWords: 3 } };
    expect(messageFor(idea, 'one')).toBe('Minimum 2 words');
    expect(messageFor(idea, 'one  two\nthree')).toBe('ok'); // any whitespace separates words
    expect(messageFor(idea, 'a b c d')).toBe('Maximum 3 words');
  });

  it('lets messages override one rule', () => {
    const team = { type: 'text', validation: { minLength: 3, messages: { minLength: 'minimum length of the name is 3 charchtars' } } };
    expect(messageFor(team, 'ab')).toBe('minimum length of the name is 3 charchtars');
  });

  it('refuses values that are not text', () => {
    expect(messageFor({ type: 'text' }, { a: 1 })).toBe('Invalid value');
    expect(messageFor({ type: 'text' }, 42)).toBe('ok'); // a number typed into a text box is its digits
    expect(messageFor({ type: 'text' }, 'x'.repeat(10_001))).toBe('Maximum 10000 characters'); // hard cap without maxLength
  });
});

describe('email, url, date and time', () => {
  it('checks an e-mail address', () => {
    expect(messageFor({ type: 'email' }, 'mona@example.com')).toBe('ok');
    expect(messageFor({ type: 'email' }, 'mona@')).toBe('Must be a valid email');
    expect(messageFor({ type: 'email', validation: { required: true } }, '')).toBe('This field is required'); // not an e-mail error
  });

  it('checks a public web address', () => {
    expect(messageFor({ type: 'url' }, 'https://youtu.be/abc')).toBe('ok');
    expect(messageFor({ type: 'url' }, 'javascript:alert(1)')).toBe('Enter a valid URL'); // not http(s)
    expect(messageFor({ type: 'url' }, 'http://localhost:3000')).toBe('Enter a valid URL'); // not a public host
  });

  it('checks dates as yyyy-MM-dd and times as HH:mm', () => {
    expect(messageFor({ type: 'date' }, '1999-07-01')).toBe('ok');
    expect(messageFor({ type: 'date' }, '01/07/1999')).toBe('Enter a date as yyyy-MM-dd');
    expect(messageFor({ type: 'date' }, '1999-02-30')).toBe('Enter a date as yyyy-MM-dd'); // no 30 February
    expect(messageFor({ type: 'time' }, '08:30')).toBe('ok');
    expect(messageFor({ type: 'time' }, '8.30')).toBe('Enter a time as HH:mm');
  });
});

describe('number', () => {
  const year = { type: 'number', validation: { required: true, min: 1950, max: 2035 } };
  it('treats empty as missing and converts numeric strings', () => {
    expect(messageFor(year, '')).toBe('This field is required'); // empty is undefined, not NaN
    expect(messageFor(year, '2020')).toBe('ok'); // form data carries text
    expect(messageFor(year, 2020)).toBe('ok');
    expect(messageFor(year, 'abc')).toBe('Must be a number');
  });

  it('applies min and max, and digits through min/maxLength', () => {
    expect(messageFor(year, '1900')).toBe('Minimum is 1950');
    expect(messageFor(year, 2036)).toBe('Maximum is 2035');
    const digits = { type: 'number', validation: { minLength: 2, maxLength: 3 } };
    expect(messageFor(digits, '7')).toBe('Must be at least 2 digits');
    expect(messageFor(digits, '1234')).toBe('Must be at most 3 digits');
    expect(messageFor(digits, '-12')).toBe('ok'); // the sign is not a digit
  });
});

describe('select, radio and multiselect', () => {
  const yesNo = {
    type: 'select',
    options: [
      { label: 'Yes', value: '1' },
      { label: 'No', value: '0' },
    ],
    validation: { required: true },
  };
  it('accepts only fixed options', () => {
    expect(messageFor(yesNo, '1')).toBe('ok');
    expect(messageFor(yesNo, 1)).toBe('ok'); // a number is the same option
    expect(messageFor(yesNo, '2')).toBe('Choose one of the options');
    expect(messageFor(yesNo, '')).toBe('This field is required');
    expect(messageFor({ ...yesNo, type: 'radio' }, '0')).toBe('ok');
  });

  it('accepts any short id when options come from the server', () => {
    const api = { type: 'select', isComeFromApi: true, endpoint: '/majors', options: [] };
    expect(messageFor(api, '17')).toBe('ok'); // the server list may be longer than the built-in one
    expect(messageFor(api, 'x'.repeat(201))).toBe('Choose one of the options');
  });

  it('counts items of a multiselect', () => {
    const skills = { type: 'multiselect', isComeFromApi: true, endpoint: '/skills', validation: { required: true, maxItems: 2 } };
    expect(messageFor(skills, [])).toBe('This field is required'); // required means at least one
    expect(messageFor(skills, ['1', 2])).toBe('ok'); // strings or numbers
    expect(messageFor(skills, '1')).toBe('ok'); // a lone form-data value is a list of one
    expect(messageFor(skills, ['1', '2', '3'])).toBe('Maximum 2 items');
    expect(messageFor({ ...skills, validation: { minItems: 2 } }, ['1'])).toBe('Minimum 2 items');
  });
});

describe('checkbox and switch', () => {
  it('requires a tick when required', () => {
    const agree = { type: 'checkbox', validation: { required: true } };
    expect(messageFor(agree, false)).toBe('This field is required');
    expect(messageFor(agree, true)).toBe('ok');
    expect(messageFor(agree, 'on')).toBe('ok'); // form data
    expect(messageFor({ type: 'switch' }, 'maybe')).toBe('Invalid value');
  });
});

describe('image and file', () => {
  const photo = { type: 'image', validation: { required: true } };
  const png = (size: number, name = 'x.png', type = 'image/png') => ({ name, size, type });
  it('requires a file with the file wording', () => {
    expect(messageFor(photo, null)).toBe('File is required');
    expect(messageFor(photo, [])).toBe('File is required');
    expect(messageFor(photo, png(1000))).toBe('ok');
  });

  it('limits images to 10 MB of SVG, PNG, JPG or GIF', () => {
    expect(messageFor(photo, png(10 * 1024 * 1024))).toBe('ok'); // exactly 10 MB
    expect(messageFor(photo, png(10 * 1024 * 1024 + 1))).toBe('File "x.png" exceeds the maximum size of 10 MB.');
    expect(messageFor(photo, png(10, 'x.png', 'text/html'))).toBe('File "x.png" is not an accepted file type.');
    expect(messageFor(photo, png(10, 'x.svg', 'image/svg+xml'))).toBe('ok');
    expect(messageFor(photo, 'not a file')).toBe('Invalid file');
  });

  it('allows generic files up to 734003200 bytes and a set number of files', () => {
    const file = { type: 'file' };
    expect(messageFor(file, png(734_003_200, 'v.mp4', 'video/mp4'))).toBe('ok');
    expect(messageFor(file, png(734_003_201, 'v.mp4', 'video/mp4'))).toBe('File "v.mp4" exceeds the maximum size of 700 MB.');
    expect(messageFor(file, [png(1), png(1)])).toBe('You can only upload a maximum of 1 files.');
    expect(messageFor({ type: 'file', validation: { accept: ['.pdf'] } }, png(1, 'a.PDF', ''))).toBe('ok'); // extensions ignore case
  });
});

describe('suggestion and captcha', () => {
  it('keeps no answer for a suggestion button and requires a captcha token', () => {
    expect(messageFor({ type: 'suggestion' }, 'anything')).toBe('ok');
    expect(messageFor({ type: 'reCaptcha', validation: { required: true } }, '')).toBe('This field is required');
    expect(messageFor({ type: 'reCaptcha', validation: { required: true } }, 'token')).toBe('ok');
  });
});
