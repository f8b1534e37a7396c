import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEARCH_MIN_LENGTH } from '../admin/check-in-search';
import { passwordProblem, PASSWORD_MAX, PASSWORD_MIN } from '../organisers/passwords';
import { refusal } from '../submissions/refusal-words';
import { UNSTORABLE_MESSAGE } from '../security/storable-text';
import { OTHER_REFUSAL, SERVER_FAULT, STATUS_MESSAGES } from './error-handler';
import { serviceUnavailable } from './errors';
import { ARABIC_STATUSES, isCatalogued, refusalIn } from './refusal-catalogue';

const EXISTS = 'An organiser with this e-mail already exists.';
const EXISTS_AR = 'يوجد منظِّم مسجَّل بهذا البريد الإلكتروني من قبل.';

describe('refusalIn', () => {
  it('translates the message and every field message that the catalogue knows', () => {
    const error = { message: EXISTS, errors: { email: [EXISTS], note: ['Save the draft first'] } };
    expect(refusalIn(error, 'ar')).toEqual({ message: EXISTS_AR, errors: { email: [EXISTS_AR], note: ['احفظ المسودة أولًا'] } });
  });

  it('leaves an English request as it is', () => {
    const error = { message: EXISTS, errors: { email: [EXISTS] } };
    expect(refusalIn(error, 'en')).toEqual(error);
  });

  it('leaves what it does not know as it is: engine messages, Arabic already, near misses', () => {
    const error = {
      message: 'Minimum 3 characters', // the engine's English: not a catalogue key
      errors: {
        name: ['أدخل رقم هاتف محمول مصريًا صحيحًا'], // already Arabic
        email: [`${EXISTS} `, EXISTS.toLowerCase()], // only exact keys
        trap: ['constructor', 'toString'], // no object's own properties
      },
    };
    expect(refusalIn(error, 'ar')).toEqual(error);
  });

  it('keeps the failed rules as data, untranslated, and adds no errors where there were none', () => {
    const rules = { name_en: [{ rule: 'minLength', params: { min: 3 } }] };
    expect(refusalIn({ message: 'Some answers need fixing.', errors: { name_en: ['x'] }, rules }, 'ar')).toEqual({
      message: refusal('needsFixing', 'ar'),
      errors: { name_en: ['x'] },
      rules,
    });
    expect(refusalIn({ message: 'Not found.' }, 'ar')).toEqual({ message: 'غير موجود.' });
  });

  it('does not translate its own Arabic again', () => {
    const once = refusalIn({ message: EXISTS }, 'ar');
    expect(refusalIn(once, 'ar')).toEqual(once);
  });

  it('says a message built with a constant with the same number, in Arabic digits', () => {
    const search = refusalIn({ message: `Type at least ${SEARCH_MIN_LENGTH} letters of the name.` }, 'ar').message;
    expect(search).toContain(SEARCH_MIN_LENGTH.toLocaleString('ar-EG'));
    expect(refusalIn({ message: passwordProblem('short')! }, 'ar').message).toContain(PASSWORD_MIN.toLocaleString('ar-EG'));
    expect(refusalIn({ message: passwordProblem('x'.repeat(PASSWORD_MAX + 1))! }, 'ar').message).toContain(
      PASSWORD_MAX.toLocaleString('ar-EG'),
    );
  });

  it('names the statuses of a refused move as the Arabic console labels them', () => {
    const refused = {
      message: 'This application is checked in; it cannot become declined.',
      errors: { status: ['The current status is checked_in.'] },
    };
    expect(refusalIn(refused, 'ar')).toEqual({
      message: 'حالة هذا الطلب «تم تسجيل الحضور»، فلا يمكن تغييرها إلى «معتذر».',
      errors: { status: ['الحالة الحالية «تم تسجيل الحضور».'] },
    });
    const console = JSON.parse(readFileSync(new URL('../../src/locales/ar/console.json', import.meta.url), 'utf8')) as Record<
      string,
      string
    >;
    for (const [status, label] of Object.entries(ARABIC_STATUSES)) expect(label, status).toBe(console[`console.status.${status}`]);
  });
});

describe('the catalogue', () => {
  it('has Arabic for every message the error handler falls back on and the messages built away from a throw', () => {
    const messages = [
      ...Object.values(STATUS_MESSAGES),
      SERVER_FAULT,
      OTHER_REFUSAL,
      serviceUnavailable().message,
      UNSTORABLE_MESSAGE,
      passwordProblem('short')!,
      passwordProblem('x'.repeat(PASSWORD_MAX + 1))!,
      'Give a valid e-mail address.', // routes/admin-organisers.ts
    ];
    expect(messages.filter((message) => !isCatalogued(message))).toEqual([]);
  });

  it('writes Arabic, never the English again', () => {
    for (const message of [...Object.values(STATUS_MESSAGES), SERVER_FAULT, EXISTS]) {
      const arabic = refusalIn({ message }, 'ar').message;
      expect(arabic, message).toMatch(/[\u0600-\u06FF]/);
      expect(arabic).not.toBe(message);
    }
  });
});
