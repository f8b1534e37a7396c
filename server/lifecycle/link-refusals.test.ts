import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { LINK_REFUSALS } from './link-refusals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN = 'a'.repeat(43);

describe("the private link's refusals speak the page's language", () => {
  it.each(['en', 'ar'] as const)('an unknown link (%s)', async (language) => {
    for (const url of [`/api/v1/applications/${UNKNOWN}`, `/api/v1/applications/${UNKNOWN}/withdraw`]) {
      const response = await t.app.inject({
        method: url.endsWith('withdraw') ? 'POST' : 'GET',
        url,
        headers: { 'accept-language': language },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(LINK_REFUSALS[language].unknownLink);
    }
  });

  it('Arabic is Arabic', () => {
    for (const text of Object.values(LINK_REFUSALS.ar)) expect(text).toMatch(/^[\u0600-\u06FF]/);
  });
});
