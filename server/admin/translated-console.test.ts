import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToBootcamp } from '../test-support/lifecycle';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

// The built-in forms carry every text as { en, ar }: the console's answers must say them as plain strings.
interface Written {
  en: string;
  ar: string;
}
interface WrittenField {
  name: string;
  label: Written;
  options?: { label: Written; value: string }[];
}
const written = (formId: string) =>
  JSON.parse(readFileSync(new URL(`../../forms/${formId}.json`, import.meta.url), 'utf8')) as {
    title: Written;
    steps: { fields: WrittenField[] }[];
  };
const fieldOf = (formId: string, name: string) =>
  written(formId)
    .steps.flatMap((step) => step.fields)
    .find((field) => field.name === name)!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await applyToBootcamp(t, 1);
});
afterAll(() => t.close());

const get = (url: string, language?: string) =>
  t.app.inject({ url: `/api/v1${url}`, headers: { ...auth, ...(language ? { 'accept-language': language } : {}) } });
const dataOf = async (url: string, language?: string) => {
  const response = await get(url, language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as unknown;
};
/** Every string of an answer, at any depth: none may be an object said as text. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(stringsOf) : [];
const ARABIC = /[\u0600-\u06FF]/;

describe('the console in the request language', () => {
  it('titles the published forms in the Accept-Language, English by default', async () => {
    const title = written('bootcamp').title;
    expect(title.ar).toMatch(ARABIC);
    const titleIn = async (language?: string) =>
      ((await dataOf('/admin/forms', language)) as { formId: string; title: unknown }[]).find((form) => form.formId === 'bootcamp')!.title;
    expect(await titleIn()).toBe(title.en);
    expect(await titleIn('en-GB,en;q=0.9')).toBe(title.en);
    expect(await titleIn('ar-EG,ar;q=0.9,en;q=0.8')).toBe(title.ar);
    expect(await titleIn('fr')).toBe(title.en);
  });

  it('labels the stats breakdowns, fixed and server-listed options alike, in the Accept-Language', async () => {
    interface Breakdown {
      field: string;
      label: string;
      counts: { value: string; label: string; count: number }[];
    }
    const breakdownsIn = async (language?: string) =>
      ((await dataOf('/admin/stats?kind=bootcamp', language)) as { breakdowns: Breakdown[] }).breakdowns;
    for (const language of [undefined, 'ar']) {
      const strings = stringsOf(await breakdownsIn(language));
      expect(
        strings.filter((text) => text.includes('[object')),
        language,
      ).toEqual([]);
    }
    const english = await breakdownsIn();
    const arabic = await breakdownsIn('ar');
    // A fixed option (governorate) and a server-listed one (the workshops' /workshops list).
    for (const name of ['governorate', 'first_priority_id']) {
      const field = fieldOf('bootcamp', name);
      const option = field.options![0]!;
      const said = (breakdowns: Breakdown[]) => breakdowns.find((breakdown) => breakdown.field === name)!;
      expect(said(english).label).toBe(field.label.en);
      expect(said(arabic).label).toBe(field.label.ar);
      expect(said(english).counts.find((count) => count.value === option.value)!.label).toBe(option.label.en);
      expect(said(arabic).counts.find((count) => count.value === option.value)!.label).toBe(option.label.ar);
    }
    // The applicant's answer is counted the same in both languages.
    const counted = (breakdowns: Breakdown[]) => breakdowns.map((breakdown) => breakdown.counts.map((count) => count.count));
    expect(counted(arabic)).toEqual(counted(english));
    expect(english.find((breakdown) => breakdown.field === 'first_priority_id')!.counts.find((count) => count.value === '1')!.count).toBe(
      1,
    );
  });

  it('names the slots in the Accept-Language from the confirmation form', async () => {
    const options = fieldOf('bootcamp-confirmation', 'slot_id').options!;
    const namesIn = async (language?: string) => ((await dataOf('/admin/slots', language)) as { name: string }[]).map((slot) => slot.name);
    expect(await namesIn()).toEqual(options.map((option) => option.label.en));
    expect(await namesIn('ar')).toEqual(options.map((option) => option.label.ar));
  });

  it('answers an application detail in plain strings, and the option lists it is read with in Arabic', async () => {
    const [application] = (await dataOf('/admin/applications?kind=bootcamp')) as { id: number }[];
    const detail = await dataOf(`/admin/applications/bootcamp/${application!.id}`, 'ar');
    expect(stringsOf(detail).filter((text) => text.includes('[object'))).toEqual([]);
    for (const list of ['/workshops', '/slots', '/nationality', '/bootcamp-participant-skills?type=technical']) {
      const items = (await dataOf(list, 'ar')) as { name: unknown }[];
      expect(items.length, list).toBeGreaterThan(0);
      for (const item of items) expect(item.name, list).toEqual(expect.stringMatching(ARABIC));
    }
  });
});

describe('the CSV exports: English unless a language is asked', () => {
  const csvOf = async (url: string) => {
    const response = await get(url, 'ar');
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };
  const headerOf = (csv: string) => csv.slice(1).split('\r\n')[0]!;
  const governorate = fieldOf('bootcamp', 'governorate').label;
  const workshop = fieldOf('bootcamp', 'first_priority_id').options![0]!.label;

  it('heads the console export in English even from an Arabic page, in Arabic when asked', async () => {
    const english = await csvOf('/admin/applications/export?kind=bootcamp');
    expect(headerOf(english)).toMatch(/^ID,Name,E-mail,Status,Submitted at,/);
    expect(headerOf(english)).toContain(governorate.en);
    expect(english).toContain(workshop.en);
    expect(english).not.toContain('[object');

    const arabic = await csvOf('/admin/applications/export?kind=bootcamp&language=ar');
    expect(headerOf(arabic)).toMatch(/^الرقم,الاسم,البريد الإلكتروني,الحالة,وقت التقديم,/);
    expect(headerOf(arabic)).toContain(governorate.ar);
    expect(arabic).toContain(workshop.ar);
    expect(arabic).not.toContain(workshop.en);
  });

  it('heads the submissions CSV by field name by default, by label in the language asked', async () => {
    const byName = await csvOf('/admin/submissions?form=bootcamp&format=csv');
    expect(headerOf(byName)).toMatch(/^id,submitted_at,form_version,/);
    expect(headerOf(byName)).toContain(',governorate,');
    expect(byName).toContain(workshop.en);

    const arabic = await csvOf('/admin/submissions?form=bootcamp&format=csv&language=ar');
    expect(headerOf(arabic)).toMatch(/^الرقم,وقت التقديم,إصدار النموذج,/);
    expect(headerOf(arabic)).toContain(governorate.ar);
    expect(headerOf(arabic)).not.toMatch(/\bgovernorate\b/);
    expect(arabic).toContain(workshop.ar);

    const english = await csvOf('/admin/submissions?form=bootcamp&format=csv&language=en');
    expect(headerOf(english)).toContain(governorate.en);
    expect((await get('/admin/submissions?form=bootcamp&format=csv&language=fr')).statusCode).toBe(400);
  });
});
