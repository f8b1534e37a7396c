import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { percentile } from './measure';
import { startRendererSite } from './renderer-site';
import { bootcampStepFields, requiredAtFirst, shownAtFirst } from './renderer/bootcamp-step';
import { benchPath, bootcampPath, LIBS, type Lib, type PageGlobal } from './renderer/protocol';
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
  'The bootcamp rows: ours opens the real forms/bootcamp.json on its Personal Information step (as a resumed draft does) with its',
  'own widgets (react-select, date picker, image drop zones, loaded with the form: first render ends when all have drawn); the',
  'peers draw the same step, questions and rules (zod, JSON Schema) with native controls (select, select multiple, date, file),',
  "images included (rjsf: its data-url file widget, whose size limit JSON Schema cannot say); keys go into 'Educational institute'.",
  "zod runs as on the site, whose CSP forbids eval: without compiled parsers, for ours and RHF's resolver alike (AJV keeps its own).",
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

/** A form every library draws: its page, and what its first render and an empty Submit (or Next) must show. */
interface BenchCase {
  name: string;
  path: (lib: Lib) => string;
  /** Inputs of the first render, where every library draws the same ones (the generated forms). */
  inputs?: number;
  errors: number;
}

const generatedCase = (size: number): BenchCase => ({
  name: `${size} fields`,
  path: (lib) => benchPath(lib, size),
  inputs: size,
  errors: size,
});

/** The bootcamp form's Personal Information step; Next on it empty lists one error per required question shown. */
function bootcampCase(): BenchCase {
  const fields = bootcampStepFields(JSON.parse(readFileSync(new URL('../forms/bootcamp.json', import.meta.url), 'utf8')));
  return { name: `bootcamp step (${shownAtFirst(fields).length} questions)`, path: bootcampPath, errors: requiredAtFirst(fields) };
}

/** Opens the form on a fresh page and waits for its first commit; any page error fails the bench. */
async function openForm(context: BrowserContext, origin: string, lib: Lib, form: BenchCase) {
  const page = await context.newPage();
  const failures: Error[] = [];
  page.on('pageerror', (error) => failures.push(error));
  await page.goto(origin + form.path(lib));
  await page.waitForFunction(() => 'bench' in globalThis);
  const first = await page.evaluate(() => (globalThis as unknown as PageGlobal).bench.firstRender);
  const assertNoPageErrors = () => {
    if (failures.length > 0) throw new Error(`${lib}, ${form.name}: ${failures.map((error) => error.message).join('; ')}`);
  };
  assertNoPageErrors();
  if (form.inputs !== undefined && first.inputs !== form.inputs) throw new Error(`${lib} drew ${first.inputs} inputs for ${form.name}`);
  return { page, first, assertNoPageErrors };
}

const settle = (page: Page) => page.evaluate(() => (globalThis as unknown as PageGlobal).bench.settle());

/** Clicks Submit (or Next) with every field empty and waits until each field shows its error. */
async function submitEmpty(page: Page, lib: Lib, form: BenchCase) {
  await settle(page);
  await page.evaluate(() => (globalThis as unknown as PageGlobal).bench.armSubmit());
  await page.click('form button[type=submit]');
  const submitted = await page.evaluate(() => (globalThis as unknown as PageGlobal).bench.submitted());
  if (submitted.errors !== form.errors)
    throw new Error(`${lib} listed ${submitted.errors} errors for ${form.errors} empty required fields`);
  return submitted;
}

/** First render, then Submit with every field empty, on one fresh page. */
async function loadAndSubmit(context: BrowserContext, origin: string, lib: Lib, form: BenchCase, into?: Samples) {
  const { page, first, assertNoPageErrors } = await openForm(context, origin, lib, form);
  const submitted = await submitEmpty(page, lib, form);
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

/** One character at a time into the case's text field (the middle one), each after the page has gone quiet. */
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
async function typeKeystrokes(context: BrowserContext, origin: string, lib: Lib, form: BenchCase, into: Samples) {
  const fresh = await openForm(context, origin, lib, form);
  await typeInto(fresh.page, lib, into.keystroke);
  fresh.assertNoPageErrors();
  await fresh.page.close();
  const failed = await openForm(context, origin, lib, form);
  await submitEmpty(failed.page, lib, form);
  await typeInto(failed.page, lib, into.keystrokeAfterSubmit);
  failed.assertNoPageErrors();
  await failed.page.close();
}

type Pick = (samples: Samples) => number[];

/**
 * Row makers of one group, ours against a peer's median. frame: keystrokes, shown with the worst of them, which must
 * also commit within one frame where `frameTarget` holds (forms of at most 200 fields).
 */
function comparisons(group: string, samples: Record<Lib, Samples>, frameTarget: boolean) {
  const against = (peer: Lib, name: string, pick: Pick, frame: boolean) => {
    const mine = timing(pick(samples.ours), frame);
    const baseline = timing(pick(samples[peer]), frame);
    return { group, case: name, ours: mine, baseline, ratio: baseline.median / mine.median };
  };
  return {
    /** Against react-jsonschema-form, the first baseline: twice as fast. */
    compare: (name: string, pick: Pick, frame = false): Row => {
      const row = against('rjsf', name, pick, frame);
      if (!frame) return { ...row, target: '2× faster than rjsf', met: row.ratio >= 2 };
      return { ...row, target: `worst < ${FRAME_MS} ms, 2× faster`, met: row.ratio >= 2 && row.ours.worst! < FRAME_MS };
    },
    /** Against react-jsonschema-form, shown without a target. */
    rjsf: (name: string, pick: Pick, frame = false): Row => against('rjsf', `${name} (vs rjsf)`, pick, frame),
    /** Against react-hook-form + zod, the strongest peer: ours must take no longer (issue 18). */
    rhf: (name: string, pick: Pick, frame = false): Row => {
      const row = against('rhf', `${name} (vs RHF)`, pick, frame);
      if (!frame || !frameTarget) return { ...row, target: 'at most RHF', met: row.ratio >= 1 };
      return { ...row, target: `at most RHF, worst < ${FRAME_MS} ms`, met: row.ratio >= 1 && row.ours.worst! < FRAME_MS };
    },
    /** Against the floor: how much a form library costs over inputs checked by hand; no target, the floor cannot be beaten. */
    floor: (name: string, pick: Pick, frame = false): Row => against('plain', `${name} (floor)`, pick, frame),
  };
}

const keys = `keystroke → commit (${KEYSTROKES} keys)`;

function rowsOf(size: number, samples: Record<Lib, Samples>): Row[] {
  const group = `renderer, ${size} text fields`;
  const { compare, rhf, floor } = comparisons(group, samples, size <= 200);
  const keysAfterSubmit = `after a failed submit, ${keys}`;
  return [
    { group, case: 'before render: checkDefinition (ours only)', ours: timing(samples.ours.check, false) },
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

/** The bootcamp step: targets against RHF only; react-jsonschema-form and the floor are shown beside it. */
function bootcampRowsOf(form: BenchCase, samples: Record<Lib, Samples>): Row[] {
  const group = 'renderer, bootcamp form (Personal Information step)';
  const { rjsf, rhf, floor } = comparisons(group, samples, true);
  const each = (name: string, pick: Pick, frame = false) => [rhf(name, pick, frame), rjsf(name, pick, frame), floor(name, pick, frame)];
  return [
    { group, case: 'before render: checkDefinition, whole form (ours only)', ours: timing(samples.ours.check, false) },
    ...each('first render: navigation → every question drawn', (samples) => samples.load),
    ...each(keys, (samples) => samples.keystroke, true),
    ...each(`after a failed Next, ${keys}`, (samples) => samples.keystrokeAfterSubmit, true),
    ...each(`Next on the empty step (${form.errors} errors): click → errors + layout`, (samples) => samples.submitLaid),
  ];
}

/** Loads, submits and types on every library; loads alternate, so a slower moment of the machine falls on all of them. */
async function samplesOf(context: BrowserContext, origin: string, form: BenchCase): Promise<Record<Lib, Samples>> {
  const samples = Object.fromEntries(LIBS.map((lib) => [lib, emptySamples()])) as Record<Lib, Samples>;
  for (const lib of LIBS) await loadAndSubmit(context, origin, lib, form);
  for (let load = 0; load < LOADS; load += 1) {
    for (const lib of LIBS) await loadAndSubmit(context, origin, lib, form, samples[lib]);
  }
  for (const lib of LIBS) await typeKeystrokes(context, origin, lib, form, samples[lib]);
  return samples;
}

/**
 * Our FormRenderer against react-jsonschema-form, react-hook-form + zod and the plain-inputs floor in Chromium, on the
 * same generated forms of text fields and on the bootcamp form's largest step: first render, a keystroke's commit
 * (before and after a failed submit) and the submit.
 */
export async function runRendererBench(): Promise<Row[]> {
  const site = await startRendererSite();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const rows: Row[] = [];
    for (const size of SIZES) rows.push(...rowsOf(size, await samplesOf(context, site.origin, generatedCase(size))));
    const bootcamp = bootcampCase();
    rows.push(...bootcampRowsOf(bootcamp, await samplesOf(context, site.origin, bootcamp)));
    return rows;
  } finally {
    await browser.close();
    await site.stop();
  }
}
