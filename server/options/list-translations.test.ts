import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

interface WrittenOption {
  label: { en: string; ar: string };
  value: string;
}
interface WrittenField {
  name: string;
  options?: WrittenOption[];
}
const optionsOf = (formId: string, name: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../forms/${formId}.json`, import.meta.url), 'utf8')) as { steps: { fields: WrittenField[] }[] }
  ).steps
    .flatMap((step) => step.fields)
    .find((field) => field.name === name)!.options!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/v1${url}`, headers });
const namesOf = async (url: string, language?: string) => {
  const response = await get(url, language ? { 'accept-language': language } : {});
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { id: number; name: string }[]).map((item) => [String(item.id), item.name]);
};

describe('option lists in the Accept-Language', () => {
  it('name the items as the live definitions say them in Arabic, and as listed in English', async () => {
    const workshops = optionsOf('bootcamp', 'first_priority_id');
    expect(await namesOf('/workshops')).toEqual(workshops.map((option) => [option.value, option.label.en]));
    expect(await namesOf('/workshops', 'ar-EG,ar;q=0.9')).toEqual(workshops.map((option) => [option.value, option.label.ar]));
    const technical = optionsOf('bootcamp', 'technical-skills');
    expect(await namesOf('/bootcamp-participant-skills?type=technical', 'ar')).toEqual(
      technical.map((option) => [option.value, option.label.ar]),
    );
    // A language the product does not speak is English.
    expect(await namesOf('/workshops', 'fr')).toEqual(workshops.map((option) => [option.value, option.label.en]));
  });

  it('give each language its own ETag and say the answer varies by Accept-Language', async () => {
    const english = await get('/slots');
    const arabic = await get('/slots', { 'accept-language': 'ar' });
    expect(english.headers.vary).toMatch(/accept-language/i);
    expect(arabic.headers.etag).not.toBe(english.headers.etag);
    expect((await get('/slots', { 'accept-language': 'ar', 'if-none-match': arabic.headers.etag as string })).statusCode).toBe(304);
    expect((await get('/slots', { 'if-none-match': arabic.headers.etag as string })).statusCode).toBe(200);
  });

  it('name the slots of the organisers\u2019 seats page in the same words', async () => {
    const arabic = await get('/admin/slots', { ...auth, 'accept-language': 'ar' });
    const listed = await namesOf('/slots', 'ar');
    expect((arabic.json().data as { id: number; name: string }[]).map((slot) => [String(slot.id), slot.name])).toEqual(listed);
  });
});
