import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { pageRenderer } from './site-render';

const quiet = pino({ level: 'silent' });
const screen = { forms: ['bootcamp'], modules: [] };

/** A renderer module whose renders the test settles by hand, counting them. */
function heldRenderer() {
  const renders: { url: string; settle: (html: string) => void; fail: (error: Error) => void }[] = [];
  const module = {
    nonceStandIn: 'stand-in',
    firstScreenOf: () => screen,
    renderPage: (url: string) =>
      new Promise<string>((settle, fail) => {
        renders.push({ url, settle, fail });
      }),
  };
  return { module, renders };
}

describe('pageRenderer', () => {
  it('renders a path and its data once, then answers from memory with each request’s nonce', async () => {
    const { module, renders } = heldRenderer();
    const pages = pageRenderer(module, quiet, { limitMs: 5_000 });
    const first = pages.render('/bootcamp-registration', { a: 1 }, 'n1');
    const second = pages.render('/bootcamp-registration', { a: 1 }, 'n2');
    renders[0]!.settle('<style nonce="stand-in"></style>form');
    expect(await first).toBe('<style nonce="n1"></style>form');
    expect(await second).toBe('<style nonce="n2"></style>form');
    expect(renders).toHaveLength(1);
    void pages.render('/bootcamp-registration', { a: 2 }, 'n3'); // other data: another render
    expect(renders).toHaveLength(2);
  });

  it('lets a page go without its first screen when the render is late or fails, and tries a failed one again', async () => {
    const { module, renders } = heldRenderer();
    const pages = pageRenderer(module, quiet, { limitMs: 20 });
    expect(await pages.render('/register', {}, 'n')).toBeUndefined(); // late
    renders[0]!.settle('drawn');
    expect(await pages.render('/register', {}, 'n')).toBe('drawn'); // finished meanwhile, kept
    const failing = pages.render('/form/x', {}, 'n');
    renders[1]!.fail(new Error('a widget failed'));
    expect(await failing).toBeUndefined();
    void pages.render('/form/x', {}, 'n');
    expect(renders).toHaveLength(3);
  });

  it('draws a page again after a minute, so a window that opened or closed meanwhile shows', async () => {
    const { module, renders } = heldRenderer();
    let clock = 0;
    const pages = pageRenderer(module, quiet, { limitMs: 5_000, now: () => clock });
    const first = pages.render('/bootcamp-registration', {}, 'n');
    renders[0]!.settle('open');
    expect(await first).toBe('open');
    clock = 59_000;
    expect(await pages.render('/bootcamp-registration', {}, 'n')).toBe('open');
    clock = 61_000;
    const later = pages.render('/bootcamp-registration', {}, 'n');
    renders[1]!.settle('closed');
    expect(await later).toBe('closed');
  });
});
