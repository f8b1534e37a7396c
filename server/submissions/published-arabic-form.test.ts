import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesAr } from '../../src/engine/i18n/messages-ar';
import { formEntries, postMultipart } from '../test-support/requests';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// What an organiser publishes: Arabic labels, and a message of their own in both languages.
const mentors = {
  id: 'mentors',
  title: { en: 'Mentor application', ar: 'طلب التطوع كمرشد' },
  steps: [
    {
      title: { en: 'About you', ar: 'عنك' },
      fields: [
        { name: 'full_name', label: { en: 'Full name', ar: 'الاسم الكامل' }, type: 'text', validation: { required: true, minLength: 3 } },
        {
          name: 'years',
          label: { en: 'Years of experience', ar: 'سنوات الخبرة' },
          type: 'number',
          validation: { required: true, min: 1, message: { en: 'At least one year, please', ar: 'سنة واحدة على الأقل من فضلك' } },
        },
      ],
    },
  ],
};

const send = (answers: Record<string, string>, language: string) =>
  postMultipart(t.app, '/api/v1/form-response-items', formEntries({ form_id: 'mentors', ...answers }), { 'accept-language': language });

describe('a definition an organiser publishes with Arabic texts', () => {
  beforeAll(async () => {
    const published = await t.app.inject({ method: 'PUT', url: '/api/v1/form-steps/mentors', payload: mentors, headers: auth });
    expect(published.statusCode).toBe(200);
  });

  it('is validated by the server in Arabic for an Arabic page, with the same verdicts as in English', async () => {
    const arabic = await send({ full_name: 'Al', years: '0' }, 'ar');
    const english = await send({ full_name: 'Al', years: '0' }, 'en');
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().errors).toEqual({ full_name: [messagesAr.minLength({ min: 3 })], years: ['سنة واحدة على الأقل من فضلك'] });
    expect(english.json().errors).toEqual({ full_name: ['Minimum 3 characters'], years: ['At least one year, please'] });
    expect(arabic.json().rules).toEqual(english.json().rules);
  });

  it('takes valid answers whatever the language', async () => {
    expect((await send({ full_name: 'Salma Ibrahim', years: '4' }, 'ar')).statusCode).toBe(201);
  });
});
