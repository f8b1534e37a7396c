import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, writeSettings } from '../settings/settings';
import { bootcampEntries } from '../test-support/answers';
import { postMultipart } from '../test-support/requests';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/v1/bootcamp-participants';
const ARABIC = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };
const post = (overrides: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postMultipart(t.app, URL, bootcampEntries(overrides), headers);
const ARABIC_LETTERS = /[\u0600-\u06FF]/;

// The same mistakes as the English 422 test of bootcamp.test.ts.
const mistakes = { email: 'x@example.com', national_id: '29801011234599', phone_number: '0123', name_en: 'A', personal_photo: undefined };

describe('a refused bootcamp application from an Arabic page', () => {
  it('answers 422 in Arabic, failing the same fields with the same rules as in English', async () => {
    const english = await post(mistakes);
    const arabic = await post(mistakes, ARABIC);
    expect(english.statusCode).toBe(422);
    expect(arabic.statusCode).toBe(422);
    const [en, ar] = [english.json(), arabic.json()];
    expect(en.message).toBe('Some answers need fixing.');
    expect(ar.message).toBe('بعض الإجابات تحتاج إلى تصحيح.');
    expect(Object.keys(ar.errors).sort()).toEqual(Object.keys(en.errors).sort());
    expect(Object.keys(ar.errors).sort()).toEqual(['name_en', 'personal_photo', 'phone_number']);
    expect(en.errors.name_en).toEqual(['Minimum 3 characters']);
    expect(ar.errors).toMatchObject({
      phone_number: ['أدخل رقم هاتف محمول مصريًا صحيحًا'], // the definition's own Arabic message
      personal_photo: ['الملف مطلوب'],
    });
    for (const messages of Object.values(ar.errors) as string[][]) {
      for (const message of messages) expect(message).toMatch(ARABIC_LETTERS);
    }
    // The rules as data: the same in both languages, language-independent.
    expect(ar.rules).toEqual(en.rules);
    expect(ar.rules.name_en).toEqual([{ rule: 'minLength', params: { min: 3 } }]);
    expect(Object.keys(ar.rules).sort()).toEqual(Object.keys(ar.errors).sort());
  });

  it('refuses an option the server list does not have in Arabic', async () => {
    const response = await post({ email: 'u3@example.com', national_id: '29801011230003', nationality_id: '999' }, ARABIC);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ nationality_id: ['اختر أحد الخيارات'] });
    expect(response.json().rules).toEqual({ nationality_id: [{ rule: 'option', params: {} }] });
  });

  it('refuses a file of the wrong type in Arabic (415), naming the field by its Arabic label', async () => {
    const text = { file: Buffer.from('not a photo at all'), name: 'me.png', type: 'image/png' };
    const response = await post({ email: 'file@example.com', national_id: '29801011230030', personal_photo: text }, ARABIC);
    expect(response.statusCode).toBe(415);
    expect(response.json().errors).toEqual({ personal_photo: ['هذا الملف ليس من أنواع الملفات المقبولة.'] });
    expect(response.json().message).toMatch(/^«[\u0600-\u06FF ]+» ليس من أنواع الملفات المقبولة\.$/);
  });

  it('names a duplicate in Arabic (409), on the same field', async () => {
    const first = await post({ email: 'dup@example.com', national_id: '29801011230010' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await post({ email: 'DUP@example.com', national_id: '29801011230011' }, ARABIC);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ email: ['يوجد طلب مسجَّل بهذا البريد الإلكتروني من قبل.'] });
  });

  it('says the window is closed in Arabic, with the date as ar-EG writes it (403)', async () => {
    // 21:59 UTC is 23:59 in Cairo (UTC+2 in 2020: no summer time that year).
    const closed = { ...DEFAULT_SETTINGS.bootcamp, closedBootcampDate: '2020-09-16T21:59:59Z', openBootcampDate: '2020-09-01T00:00:00Z' };
    await writeSettings(t.deps.db, { ...DEFAULT_SETTINGS, bootcamp: closed });
    try {
      const response = await post({ email: 'late@example.com', national_id: '29801011230020' }, ARABIC);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'التسجيل في المعسكر التدريبي مغلق، وقد أُغلق يوم الأربعاء، ١٦ سبتمبر ٢٠٢٠ في ١١:٥٩ م (بتوقيت القاهرة).',
      );
      const english = await post({ email: 'late@example.com', national_id: '29801011230020' });
      expect(english.json().message).toMatch(/^Bootcamp registration is closed\./);
    } finally {
      await writeSettings(t.deps.db, DEFAULT_SETTINGS);
    }
  });
});
