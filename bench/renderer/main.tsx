// As on the site, whose CSP forbids eval: every zod on the page (ours, react-hook-form's resolver) parses without compiled code.
import '../../src/app/zod-without-eval';
import { createRoot } from 'react-dom/client';
import { generatedCase } from './page-case';
import { LIBS, type BenchHooks, type Commit, type FirstRender, type Lib, type PageGlobal } from './protocol';

const params = new URLSearchParams(location.search);
const lib = params.get('lib') as Lib | null;
const count = Number(params.get('fields'));
const bootcamp = params.get('form') === 'bootcamp';
if (!LIBS.includes(lib as Lib) || (!bootcamp && (!Number.isInteger(count) || count < 1)))
  throw new Error(`Expected ?lib=${LIBS.join('|')}&fields=N or &form=bootcamp, got ${location.search}`);

const container = document.getElementById('root')!;
const inputs = () => container.querySelectorAll('input');
// The bootcamp case's definition and probes load only on its own pages: the generated forms' pages stay as they were.
const form = bootcamp
  ? await (await import('./bootcamp-case')).bootcampCase(lib as Lib, container)
  : await generatedCase(lib as Lib, count, container);
const { subject } = form;

/**
 * The time of the first mutation callback where `done` holds, and how long the style and layout it
 * leaves take. Mutation callbacks run as a microtask once React's synchronous commit (mutations,
 * layout effects) is over, so `at` is the commit's end; forcing layout there costs what the browser
 * would otherwise do before the next paint.
 */
function committed(target: Node, options: MutationObserverInit, done: () => boolean): Promise<{ at: number; layout: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`No commit satisfied the probe within 60 s (${form.name})`));
    }, 60_000);
    const observer = new MutationObserver(() => {
      const at = performance.now();
      if (!done()) return;
      observer.disconnect();
      clearTimeout(timer);
      const layoutStart = performance.now();
      document.body.getBoundingClientRect();
      resolve({ at, layout: performance.now() - layoutStart });
    });
    observer.observe(target, options);
  });
}

/** performance.now() of the next event of this type, seen before any handler of the page. */
function nextEvent(type: 'keydown' | 'click'): () => number {
  let at: number | undefined;
  addEventListener(type, () => (at = performance.now()), { capture: true, once: true });
  return () => {
    if (at === undefined) throw new Error(`The commit came before any ${type}`);
    return at;
  };
}

let keystroke: Promise<{ ms: number; value: string }> | undefined;
let submitted: Promise<Commit & { errors: number }> | undefined;

const firstCommit = committed(container, { childList: true, subtree: true }, form.drawn);
const renderStart = performance.now();
createRoot(container).render(subject.element);

const hooks: BenchHooks = {
  firstRender: firstCommit.then(({ at, layout }): FirstRender => ({
    fromRender: at - renderStart,
    fromNavigation: at,
    check: subject.checkMs,
    layout,
    inputs: inputs().length,
  })),
  armKeystroke() {
    const input = form.typedInput();
    if (document.activeElement !== input) input.focus();
    const before = input.getAttribute('value');
    const start = nextEvent('keydown');
    if (subject.uncontrolled) {
      // Nothing commits the value of an uncontrolled input: the key is handled when its input event has bubbled out.
      keystroke = new Promise((resolve) =>
        addEventListener('input', () => resolve({ ms: performance.now() - start(), value: input.value }), { once: true }),
      );
      return;
    }
    // React writes a controlled input's value attribute when it commits the new value.
    keystroke = committed(input, { attributes: true, attributeFilter: ['value'] }, () => input.getAttribute('value') !== before).then(
      ({ at }) => ({
        ms: at - start(),
        value: input.value,
      }),
    );
  },
  keystroke: () => keystroke ?? Promise.reject(new Error('armKeystroke() first')),
  armSubmit() {
    const start = nextEvent('click');
    const shown = (selector: string) => container.querySelectorAll(selector).length;
    const allShown = () => shown(subject.errors.listItem) >= form.errors && shown(subject.errors.fieldMessage) >= form.errors;
    submitted = committed(container, { childList: true, subtree: true }, allShown).then(({ at, layout }) => ({
      ms: at - start(),
      layout,
      errors: shown(subject.errors.listItem),
    }));
  },
  submitted: () => submitted ?? Promise.reject(new Error('armSubmit() first')),
  settle: () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 500 }))),
    ),
};
(window as unknown as PageGlobal).bench = hooks;
