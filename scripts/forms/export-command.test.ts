import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToBootcamp } from '../../server/test-support/lifecycle';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../../server/test-support/test-app';
import { EXIT } from './command-result';
import { exportSubmissions } from './export-command';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await applyToBootcamp(t, 1);
  url = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/+$/, '');
});
afterAll(() => t.close());

const server = () => ({ url, token: ADMIN_TOKEN });
const headerOf = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n')[0]!;

describe('forms export --language', () => {
  it('heads the CSV by field name without it, by the form\u2019s labels in the language asked with it', async () => {
    const byName = await exportSubmissions('bootcamp', server(), { format: 'csv' });
    expect(byName.code).toBe(EXIT.ok);
    expect(headerOf(byName.output)).toMatch(/^id,submitted_at,form_version,.*,governorate,/);

    const arabic = await exportSubmissions('bootcamp', server(), { format: 'csv', language: 'ar' });
    expect(arabic.code).toBe(EXIT.ok);
    expect(headerOf(arabic.output)).toMatch(/^الرقم,وقت التقديم,إصدار النموذج,.*,المحافظة,/);

    const english = await exportSubmissions('bootcamp', server(), { format: 'csv', language: 'en' });
    expect(headerOf(english.output)).toMatch(/^ID,Submitted at,Form version,.*,Governorate,/);
  });

  it('refuses a language it does not speak, or one asked of the JSON, as a usage mistake', async () => {
    expect(await exportSubmissions('bootcamp', server(), { format: 'csv', language: 'fr' })).toEqual({
      code: EXIT.usage,
      output: '✗ --language must be one of en, ar, not "fr"',
    });
    expect((await exportSubmissions('bootcamp', server(), { format: 'json', language: 'ar' })).code).toBe(EXIT.usage);
  });
});
