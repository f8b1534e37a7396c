import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Where fields are looked up: the page, or a dialog on it. */
export type Scope = Page | Locator;

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

// A real 1x1 PNG: the server checks uploads by their bytes, not their names.
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export function pngFile(name: string): UploadFile {
  return { name, mimeType: 'image/png', buffer: PNG_1X1 };
}

export const PNG_BYTES = PNG_1X1;

/** expect.poll waits 1 s by default: too short for a loaded 2-core machine. */
export const POLL = { timeout: 10_000, interval: 50 };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field by the start of its label, as a screen reader user hears it (the label may end with ' *'). */
export function field(scope: Scope, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escape(label)}`)).first();
}

/** Waits until the open list shows only options matching `text` (a multiselect filters after its debounce). */
export async function optionsNarrowedTo(page: Page, text: string): Promise<void> {
  const wanted = text.toLowerCase();
  await expect
    .poll(async () => {
      const names = await page.getByRole('listbox').getByRole('option').allTextContents();
      return names.length > 0 && names.every((name) => name.toLowerCase().includes(wanted));
    }, POLL)
    .toBe(true);
}

/** Picks an option of a select or multiselect by typing part of its label, then Enter; Escape closes a multiselect's menu. */
export async function choose(page: Page, scope: Scope, label: string, text: string): Promise<void> {
  const input = field(scope, label);
  await input.click();
  await input.fill(text);
  await optionsNarrowedTo(page, text);
  await page.keyboard.press('Enter');
  if ((await page.getByRole('listbox').count()) > 0) await page.keyboard.press('Escape');
}

/** Types a yyyy-MM-dd date and closes the calendar. */
export async function fillDate(page: Page, scope: Scope, label: string, date: string): Promise<void> {
  await field(scope, label).fill(date);
  await page.keyboard.press('Escape');
}

/** Uploads through the operating system's file chooser, opened by clicking the field's drop zone. */
export async function uploadByChooser(
  page: Page,
  scope: Scope,
  label: string,
  file: UploadFile,
  instructions = 'drag and drop it here',
): Promise<void> {
  const input = field(scope, label);
  const zone = input.locator('xpath=ancestor::*[contains(@class, "widget-dropzone")][1]');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), zone.getByText(instructions).click()]);
  await chooser.setFiles(file);
  await scope.getByText(file.name).first().waitFor();
}

/**
 * Until the app has taken over a page the server drew, its forms are inert (src/form-react/wizard-body.tsx): typing
 * there would be lost. Waits until none is.
 */
export async function formsLive(page: Page): Promise<void> {
  // A locator, not waitForFunction: the page's CSP refuses the eval that polls a function.
  await page.locator('form[inert]').first().waitFor({ state: 'detached' });
}

/** The heading of the current step, once it shows and its form answers. */
export async function onStep(scope: Scope, title: string | RegExp): Promise<void> {
  try {
    await scope.getByRole('heading', { name: title }).first().waitFor();
    await formsLive('page' in scope ? scope.page() : scope);
  } catch (error) {
    throw new Error(`The step ${String(title)} never appeared; the page showed ${await pageState(scope)}`, { cause: error });
  }
}

/** What an applicant would see instead: headings, alerts, the focused element; for a failure's message. */
async function pageState(scope: Scope): Promise<string> {
  const page = 'page' in scope ? scope.page() : scope;
  return page
    .evaluate<string>(
      `(() => {
      const text = (el) => (el.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 160);
      const active = document.activeElement;
      return JSON.stringify({
        url: location.pathname,
        headings: [...document.querySelectorAll('h1, h2, h3')].map(text),
        alerts: [...document.querySelectorAll('[role=alert], [role=status], .Toastify__toast')].map(text).filter(Boolean),
        invalid: [...document.querySelectorAll('[aria-invalid=true]')].map((el) => el.id + '=' + JSON.stringify(el.value)),
        loading: document.querySelectorAll('[class*=widget-loading]').length,
        focused: active ? active.tagName.toLowerCase() + '#' + active.id + ' ' + text(active).slice(0, 40) : '',
        formState: document.querySelector('form.form-renderer')?.getAttribute('data-state'),
      });
    })()`,
    )
    .catch((reason: unknown) => `(the page could not be read: ${String(reason)})`);
}

/** The wizard's Next button. */
export async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/** The values of a form's inputs by id, to compare before and after a failure. */
export async function inputValues(page: Page, form: Locator = page.locator('form.form-renderer')): Promise<Record<string, string>> {
  return form.evaluate(`(form) => Object.fromEntries([...form.querySelectorAll('input, textarea')]
    .filter((el) => el.id && el.type !== 'file' && el.type !== 'hidden')
    .map((el) => [el.id, el.type === 'checkbox' || el.type === 'radio' ? String(el.checked) : el.value]))`);
}

/** The texts of the chosen options of every select on the form (react-select keeps them out of the inputs). */
export async function chosenOptions(form: Locator): Promise<string[]> {
  return form.locator('[class*="select__single-value"], [class*="select__multi-value__label"]').allTextContents();
}
