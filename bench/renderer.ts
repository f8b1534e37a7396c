import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { percentile } from './measure';
import { startRendererSite } from './renderer-site';
import { benchPath, LIBS, type Lib, type PageGlobal } from './renderer/protocol';
import type { Row, Timing } from './table';

const SIZES = [50, 200, 1_000];
/** Fresh pages per library and size, after one unmeasured load. */
const LOADS = 9;
const KEYSTROKES = 20;
const WARMUP_KEYSTROKES = 3;
const FRAME_MS = 16;

/** How to read the renderer rows, printed above them. */
export const rendererBenchNote = [
  `Renderer in Chromium (production React build): medians (p95) of ${LOADS} fresh pages, or of ${KEYSTROKES} keystrokes into the middle field;`,
  'the baseline is react-jsonschema-form 6 with its AJV 8 validator on the equivalent JSON Schema. "+ layout" adds the style',
  'and layout the commit leaves before a paint; a keystroke already holds it (the browser lays out while inserting the character).',
  '"after a failed submit" types into the field whose error shows. "(vs RHF)" rows compare with react-hook-form 7 + zod, "(floor)"',
  'rows with uncontrolled inputs checked by hand. Both keep their inputs uncontrolled: their key ends when the input event has',
  "bubbled out, before RHF's re-check resolves (a promise), so its error update is not counted; ours is, in the same commit.",
].join('\n');

/**
 * ms per run; the `...Laid` ones add the style and layout the commit leaves before a paint. A
 * keystroke has none: the browser lays the form out while inserting the character, before the
 * input event, so the keystroke's time holds it already.
 */
interface Samples {
  check: number[];
  render: number[];
  renderLaid: number[];
  load: number[];
  keystroke: number[];
  /** Keystrokes into the middle field after Submit showed every error. */
  keystrokeAfterSubmit: number[];
  submit: number[];
  submitLaid: number[];
}

const emptySamples = (): Samples => ({
  check: [],
  render: [],
  renderLaid: [],
  load: [],
  keystroke: [],
  keystrokeAfterSubmit: [],
  submit: [],
  submitLaid: [],
});

function timing(samples: number[], withWorst: boolean): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const summary = { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), samples: sorted.length };
  return withWorst ? { ...summary, worst: sorted.at(-1) } : summary;
}

/** Opens the form on a fresh page and waits for its first commit; any page error fails the bench. */
async function openForm(context: BrowserContext, origin: string, lib: Lib, size: number) {
  const page = await context.newPage();
  const failures: Error[] = [];
  page.on('pageerror', (error) => failures.push(error));
  await page.goto(origin + benchPath(lib, size));
  await page.waitForFunction(() => 'bench' in globalThis);
  const first = await page.evaluate(() => (globalThis as unknown as PageGlobal).bench.firstRender);
  const assertNoPageErrors = () => {
    if (failures.length > 0) throw new Error(`${lib}, ${size} fields: ${failures.map((error) => error.message).join('; ')}`);
  };
  assertNoPageErrors();
  if (first.inputs !== size) throw new Error(`${lib} drew ${first.inputs} inputs for ${size} fields`);
  return { page, first, assertNoPageErrors };
}

const settle = (page: Page) => page.evaluate(() => (globalThis as unknown as PageGlobal).bench.settle());

/** Clicks Submit with every field empty and waits until each field shows its error. */
async function submitEmpty(page: Page, lib: Lib, size: number) {
  await settle(page);
  await page.evaluate(() => (globalThis as unknown as PageGlobal).bench.armSubmit());
  await page.click('form button[type=submit]');
  const submitted = await page.evaluate(() => (globalThis as unknown as PageGlobal).bench.submitted());
  if (submitted.errors !== size) throw new Error(`${lib} listed ${submitted.errors} errors for ${size} empty required fields`);
  return submitted;
}

/** First render, then Submit with every field empty, on one fresh page. */
async function loadAndSubmit(context: BrowserContext, origin: string, lib: Lib, size: number, into?: Samples) {
  const { page, first, assertNoPageErrors } = await openForm(context, origin, lib, size);
  const submitted = await submitEmpty(page, lib, size);
  assertNoPageErrors();
  await page.close();
  if (!into) return;
  into.check.push(first.check);
  into.render.push(first.fromRender);
  into.renderLaid.push(first.fromRender + first.layout);
  into.load.push(first.fromNavigation);
  into.submit.push(submitted.ms);
  into.submitLaid.push(submitted.ms + submitted.layout);
}

/** One character at a time into the middle field, each after the page has gone quiet. */
async function typeInto(page: Page, lib: Lib, into: number[]) {
  let typed = '';
  for (let index = 0; index < WARMUP_KEYSTROKES + KEYSTROKES; index += 1) {
    await settle(page);
    await page.evaluate(() => (globalThis as unknown as PageGlobal).bench.armKeystroke());
    const key = String.fromCharCode(97 + (index % 26));
    await page.keyboard.type(key);
    const { ms, value } = await page.evaluate(() => (globalThis as unknown as PageGlobal).bench.keystroke());
    typed += key;
    if (value !== typed) throw new Error(`${lib} holds "${value}" after typing "${typed}"`);
    if (index >= WARMUP_KEYSTROKES) into.push(ms);
  }
}

/** Keystrokes on a fresh form, then on another after a failed submit (the moment of fixing errors one by one). */
async function typeKeystrokes(context: BrowserContext, origin: string, lib: Lib, size: number, into: Samples) {
  const fresh = await openForm(context, origin, lib, size);
  await typeInto(fresh.page, lib, into.keystroke);
  fresh.assertNoPageErrors();
  await fresh.page.close();
  const failed = await openForm(context, origin, lib, size);
  await submitEmpty(failed.page, lib, size);
  await typeInto(failed.page, lib, into.keystrokeAfterSubmit);
  failed.assertNoPageErrors();
  await failed.page.close();
}

function rowsOf(size: number, samples: Record<Lib, Samples>): Row[] {
  const group = `renderer, ${size} text fields`;
  const ours = samples.ours;
  /** frame: keystrokes, shown with the worst of them, which must also commit within one frame. */
  const compare = (name: string, pick: (samples: Samples) => number[], frame = false): Row => {
    const mine = timing(pick(ours), frame);
    const baseline = timing(pick(samples.rjsf), frame);
    const ratio = baseline.median / mine.median;
    const row = { group, case: name, ours: mine, baseline, ratio };
    if (!frame) return { ...row, target: '2× faster than rjsf', met: ratio >= 2 };
    return { ...row, target: `worst < ${FRAME_MS} ms, 2× faster`, met: ratio >= 2 && mine.worst! < FRAME_MS };
  };
  /** Against react-hook-form + zod, the strongest peer: ours must take no longer (issue 18). */
  const rhf = (name: string, pick: (samples: Samples) => number[], frame = false): Row => {
    const mine = timing(pick(ours), frame);
    const baseline = timing(pick(samples.rhf), frame);
    const ratio = baseline.median / mine.median;
    const row = { group, case: `${name} (vs RHF)`, ours: mine, baseline, ratio };
    if (!frame || size > 200) return { ...row, target: 'at most RHF', met: ratio >= 1 };
    return { ...row, target: `at most RHF, worst < ${FRAME_MS} ms`, met: ratio >= 1 && mine.worst! < FRAME_MS };
  };
  /** Against the floor: how much a form library costs over inputs checked by hand; no target, the floor cannot be beaten. */
  const floor = (name: string, pick: (samples: Samples) => number[], frame = false): Row => {
    const mine = timing(pick(ours), frame);
    const baseline = timing(pick(samples.plain), frame);
    return { group, case: `${name} (floor)`, ours: mine, baseline, ratio: baseline.median / mine.median };
  };
  const keys = `keystroke → commit (${KEYSTROKES} keys)`;
  const keysAfterSubmit = `after a failed submit, keystroke → commit (${KEYSTROKES} keys)`;
  return [
    { group, case: 'before render: checkDefinition (ours only)', ours: timing(ours.check, false) },
    compare('first render: render() → commit', (samples) => samples.render),
    compare('first render: render() → commit + layout', (samples) => samples.renderLaid),
    compare('first render: navigation → commit', (samples) => samples.load),
    rhf('first render: navigation → commit', (samples) => samples.load),
    floor('first render: navigation → commit', (samples) => samples.load),
    compare(keys, (samples) => samples.keystroke, true),
    rhf(keys, (samples) => samples.keystroke, true),
    floor(keys, (samples) => samples.keystroke, true),
    compare(keysAfterSubmit, (samples) => samples.keystrokeAfterSubmit, true),
    rhf(keysAfterSubmit, (samples) => samples.keystrokeAfterSubmit, true),
    floor(keysAfterSubmit, (samples) => samples.keystrokeAfterSubmit, true),
    compare('validate on submit: click → errors', (samples) => samples.submit),
    compare('validate on submit: + layout', (samples) => samples.submitLaid),
    rhf('validate on submit: + layout', (samples) => samples.submitLaid),
    floor('validate on submit: + layout', (samples) => samples.submitLaid),
  ];
}

/**
 * Our FormRenderer against react-jsonschema-form and the plain-inputs floor in Chromium, on the same generated
 * forms of text fields: first render, a keystroke's commit (before and after a failed submit) and the submit.
 */
export async function runRendererBench(): Promise<Row[]> {
  const site = await startRendererSite();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const rows: Row[] = [];
    for (const size of SIZES) {
      const samples = Object.fromEntries(LIBS.map((lib) => [lib, emptySamples()])) as Record<Lib, Samples>;
      for (const lib of LIBS) await loadAndSubmit(context, site.origin, lib, size);
      // Alternating libraries, so a slower moment of the machine falls on both.
      for (let load = 0; load < LOADS; load += 1) {
        for (const lib of LIBS) await loadAndSubmit(context, site.origin, lib, size, samples[lib]);
      }
      for (const lib of LIBS) await typeKeystrokes(context, site.origin, lib, size, samples[lib]);
      rows.push(...rowsOf(size, samples));
    }
    return rows;
  } finally {
    await browser.close();
    await site.stop();
  }
}
