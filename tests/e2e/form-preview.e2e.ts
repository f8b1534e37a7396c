import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser } from './support/browser';
import { startSite, type Site } from './support/site';

let site: Site | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const field = (extra: Record<string, unknown>) => ({
  name: 'full_name',
  label: 'Full name',
  type: 'text',
  validation: { required: true, minLength: 3 },
  ...extra,
});
const definition = (fields: unknown[]) => JSON.stringify({ title: 'Volunteer sign-up', steps: [{ title: 'About you', fields }] }, null, 2);

/** Errors in the page or failed requests, which a passing journey must not have. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`));
  return problems;
}

test('a pasted broken definition lists its problems; fixed, it renders and validates', async () => {
  const context = await browser!.newContext();
  const page = await context.newPage();
  const problems = watch(page);
  await page.goto(`${site!.url}/forms/preview`);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Preview a form definition');

  // A typo in the type and a condition on a field that does not exist.
  const editor = page.getByLabel('Definition (JSON): paste it here or drop a .json file');
  await editor.fill(
    definition([field({ type: 'txt' }), { name: 'team', label: 'Team', type: 'text', dependsOn: { field: 'role', value: 'lead' } }]),
  );
  const list = page.locator('section.preview-problems', { has: page.getByRole('heading', { name: 'Problems (2)' }) });
  await list.waitFor();
  const items = await list.getByRole('listitem').allTextContents();
  expect(items[0]).toContain('steps.0.fields.0.type Unknown field type "txt"');
  expect(items[1]).toContain('steps.0.fields.1.dependsOn.field Depends on "role", which is not a field of this form');
  expect(await page.getByText('Fix the problems to see the form.').isVisible()).toBe(true);

  await editor.fill(definition([field({})]));
  await page.getByText('No problems found.').waitFor();
  const name = page.getByLabel(/^Full name/);
  await name.fill('Mo');
  const output = page.getByRole('region', { name: 'What the engine produces' });
  await output.getByRole('heading', { name: 'Errors' }).waitFor();
  expect(await output.locator('pre').last().textContent()).toContain('"full_name": [\n    "Minimum 3 characters"\n  ]');

  await name.fill('Mona');
  await output.getByRole('heading', { name: 'Submitted data' }).waitFor();
  expect(await output.locator('pre').last().textContent()).toContain('"full_name": "Mona"');
  expect(problems).toEqual([]);
  await context.close();
});
