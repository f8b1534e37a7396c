import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

type Text = string | { en?: string; ar?: string };
interface RawField {
  name: string;
  label: Text;
  options?: { label: Text; value: string }[];
}

const arabic = (text: Text): string => (typeof text === 'string' ? text : (text.ar ?? text.en ?? ''));

/** What an Arabic reader sees of a built-in form: its step titles, labels and option labels, from forms/{id}.json. */
export function arabicForm(id: string) {
  const raw = JSON.parse(readFileSync(new URL(`../../../forms/${id}.json`, import.meta.url), 'utf8')) as {
    steps: { title: Text; fields?: RawField[] }[];
  };
  const fields = new Map(raw.steps.flatMap((step) => step.fields ?? []).map((field) => [field.name, field]));
  const fieldOf = (name: string) => {
    const field = fields.get(name);
    if (!field) throw new Error(`forms/${id}.json has no field ${name}`);
    return field;
  };
  return {
    step: (index: number) => arabic(raw.steps[index]!.title),
    label: (name: string) => arabic(fieldOf(name).label),
    option: (name: string, value: string) => arabic(fieldOf(name).options!.find((option) => option.value === value)!.label),
  };
}

/** The site's words in Arabic, from its catalogues. */
export function arabicWords(namespace: string): (id: string) => string {
  const words = JSON.parse(readFileSync(new URL(`../../../src/locales/ar/${namespace}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
  return (id) => {
    const text = words[id];
    if (text === undefined) throw new Error(`src/locales/ar/${namespace}.json has no ${id}`);
    return text;
  };
}

/**
 * The page reads right to left: the element's direction is rtl and it starts on the right, its inline start
 * (right edge) at most `slack` px from its container's.
 */
export async function expectRightToLeft(element: Locator, container: Locator, where: string, slack = 24): Promise<void> {
  type Styles = { getComputedStyle: (node: unknown) => { direction: string } };
  const direction = await element.evaluate((node) => (globalThis as unknown as Styles).getComputedStyle(node).direction);
  expect(direction, where).toBe('rtl');
  const [own, outer] = [await element.boundingBox(), await container.boundingBox()];
  expect(own && outer, where).toBeTruthy();
  expect(outer!.x + outer!.width - (own!.x + own!.width), `${where}: gap on the right`).toBeLessThanOrEqual(slack);
}

/** A screenshot of the whole page, to look at for a mirrored layout (kept in the system's temp folder). */
export async function shoot(page: Page, dir: string, name: string): Promise<void> {
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
