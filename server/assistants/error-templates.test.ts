import { describe, expect, it } from 'vitest';
import { checkDefinition, type FieldDef } from '../../src/engine/index';
import { readFormFiles } from '../forms/files';
import { EGYPTIAN_MOBILE } from '../../src/engine/index';
import { failureOfField, failureOfRule } from './error-rules';
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
/** What the button shows for an answer to a field of a built-in form: the engine finds the rule, never the message. */
const explainFor = (formId: string, name: string, input: unknown, message = 'Invalid value', other?: string) => {
  const f = field(formId, name);
  const failure = failureOfField(f, input, undefined, other) ?? { rule: 'unknown' as const };
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

  it('reads the rule data sent for a field no form holds, whatever language the message is in', () => {
    const f = { label: 'Nickname', type: 'text' as const };
    expect(explain(failureOfRule('minLength', { min: 5 }, 'abc'), f, 'abc', 'يجب ألا يقل عن 5 أحرف')).toBe(
      '"Nickname" needs at least 5 characters; you typed 3.',
    );
    expect(explain(failureOfRule('max', { max: 10 }, '12'), f, '12', 'Maximum is 10')).toMatch(/must be 10 or less/);
    expect(explain(failureOfRule('duplicate', {}, 'a@b.co'), { label: 'Email', type: 'email' }, 'a@b.co', 'x')).toMatch(/already received/);
    expect(explain(failureOfRule('minLength', { min: 'five' }, 'abc'), f, 'abc', 'Something odd')).toMatch(
      /^The form says: "Something odd"\. .*info@spaceappscairo\.com\.$/,
    );
  });

  it('explains rules that read other answers from the rule the browser sent', () => {
    const members = field('hackathon-team', 'members');
    const rows = [{}, {}];
    expect(explain(failureOfField(members, rows, { rule: 'teamSize', params: { count: 3 } })!, members, rows, 'x')).toMatch(
      /must list exactly 3 members, as many as you said your team has/,
    );
    const email = field('member', 'email');
    expect(explain(failureOfField(email, 'a@b.co', { rule: 'unique', params: { label: 'Email' } })!, email, 'a@b.co', 'x')).toMatch(
      /^Each member of the team needs their own Email/,
    );
  });

  it('takes the rule from the engine even when the browser sent another', () => {
    const name = field('bootcamp', 'name_en');
    expect(failureOfField(name, 'Al', { rule: 'maxLength', params: { max: 1 } })).toEqual({ rule: 'minLength', limit: 3, actual: 2 });
  });

  it('words the phone rule from the pattern the tel type knows', () => {
    const pattern = new RegExp(EGYPTIAN_MOBILE.pattern);
    for (const start of EGYPTIAN_MOBILE.starts) expect(pattern.test(start.padEnd(EGYPTIAN_MOBILE.lengths[0]!, '7'))).toBe(true);
    expect(pattern.test('013'.padEnd(11, '7'))).toBe(false);
  });

  it('falls back to the pattern template with the placeholder as an example', () => {
    const f = { ...field('bootcamp', 'name_en'), validation: { pattern: '^[A-Z]+$' }, placeholder: 'ABC' } as FieldDef;
    expect(explain(failureOfField(f, 'abc')!, f, 'abc', 'Invalid format')).toBe(
      '"Full name (English)" does not have the expected format. It should look like ABC.',
    );
  });
});

describe('in Arabic, for an applicant on an Arabic page', () => {
  const arabicForms = Object.fromEntries(
    readFormFiles().flatMap((file) => {
      const checked = checkDefinition(file.raw, { language: 'ar' });
      return checked.ok ? [[file.id, checked.definition]] : [];
    }),
  );
  const explainInArabic = (formId: string, name: string, input: unknown, message = 'قيمة غير صالحة') => {
    const f = arabicForms[formId]!.fields.find((candidate) => candidate.name === name)!;
    return explain(failureOfField(f, input) ?? { rule: 'unknown' }, f, input, message, 'info@spaceappscairo.com', 'ar');
  };

  it('words the phone rule from the same facts, counting in Arabic', () => {
    expect(explainInArabic('bootcamp', 'phone_number', '0101234567')).toBe(
      'رقم الهاتف المحمول المصري يتكون من 11 رقمًا ويبدأ بـ 010، 011، 012 أو 015؛ كتبتَ 10 أرقام.',
    );
    expect(explainInArabic('bootcamp', 'phone_number', '٠١٣١٢٣٤٥٦٧٨')).toMatch(/؛ رقمك يبدأ بـ 013\.$/); // Arabic-Indic digits read as digits
  });

  it('says what a required field or a short answer needs, with the label in Arabic', () => {
    const label = arabicForms.bootcamp!.fields.find((field) => field.name === 'name_en')!.label;
    expect(explainInArabic('bootcamp', 'name_en', '')).toBe(`«${label}» مطلوب: املأه قبل أن تتابع.`);
    expect(explainInArabic('bootcamp', 'name_en', 'Al')).toBe(`يحتاج «${label}» إلى 3 أحرف على الأقل؛ كتبتَ 2.`);
  });

  it('has an Arabic sentence for every rule, never the English one', () => {
    const f = { label: 'الاسم', type: 'text' as const };
    const failures = [
      failureOfRule('maxWords', { max: 11 }, 'a b'),
      failureOfRule('fileType', { accept: ['image/png', '.pdf'] }, { type: 'text/html' }),
      failureOfRule('fileTooLarge', { maxSize: 10 * 1024 * 1024 }, { size: 12 * 1024 * 1024 }),
      failureOfRule('teamSize', { count: 2 }, []),
      failureOfRule('duplicate', {}, 'x'),
    ];
    expect(failures.map((failure) => explain(failure, f, 'x', 'رسالة', 'info@spaceappscairo.com', 'ar'))).toEqual([
      'لا يقبل «الاسم» أكثر من 11 كلمةً؛ كتبتَ 2.',
      'يقبل «الاسم» ملفات PNG أو PDF؛ ملفك من نوع text/html. احفظه أو صدّره بصيغة مقبولة وارفعه مرة أخرى.',
      'يقبل «الاسم» ملفات حتى 10 ميغابايت؛ حجم ملفك 12 ميغابايت. صغّر حجمه أو اضغطه وارفعه مرة أخرى.',
      'يجب أن يضم «الاسم» عضوين بالضبط، بعدد أعضاء فريقك الذي ذكرته: أضف أعضاء أو احذف بعضهم، أو غيّر تلك الإجابة.',
      'وصلنا بالفعل طلب بالقيمة نفسها في «الاسم» لهذه الدورة، ولا تُستخدم القيمة إلا مرة واحدة. إذا كنت ترى أن هذا خطأ، فراسلنا على info@spaceappscairo.com.',
    ]);
  });
});
