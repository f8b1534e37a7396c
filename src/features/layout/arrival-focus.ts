/** How long a new page may take to draw its heading before focus stops waiting for it. */
export const ARRIVAL_WAIT_MS = 5000;

/**
 * Calls `then` with what `find` returns, asking each frame until it returns something; after `waitMs` it
 * asks a last time with `late` set (take it as it is) and stops. Returns a cancel function.
 */
export function whenFound<T>(
  find: (late: boolean) => T | null | undefined,
  then: (found: T) => void,
  waitMs = ARRIVAL_WAIT_MS,
): () => void {
  const started = Date.now();
  let frame = 0;
  const seek = () => {
    const late = Date.now() - started >= waitMs;
    const found = find(late);
    if (found) then(found);
    else if (!late) frame = requestAnimationFrame(seek);
  };
  seek();
  return () => cancelAnimationFrame(frame);
}

/**
 * Focuses `target` (made focusable by script if it is not), unless focus moved elsewhere since `before`
 * was focused: the applicant, a dialog or a banner took it meanwhile. Returns whether focus moved.
 */
export function moveFocus(target: HTMLElement, before: Element | null, { scroll = false } = {}): boolean {
  const active = document.activeElement;
  if (active && active !== document.body && active !== before && active.isConnected) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: !scroll });
  return true;
}

/** An element's text as one line, to announce it. */
export const spokenText = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

interface PageArrival {
  /** The id of the page's <main>. */
  mainId: string;
  /** What a page shows while it still loads: its h1 may still be a placeholder ('Form' before the definition). */
  loading: string;
  announce: (text: string) => void;
}

/**
 * After a route change: once the new page has drawn its h1 and stopped loading (or after the wait, as it
 * is), focus moves to the h1 and its text is announced. Returns a cancel function.
 */
export function focusPageHeading({ mainId, loading, announce }: PageArrival): () => void {
  const before = document.activeElement;
  return whenFound(
    (late) => {
      const main = document.getElementById(mainId);
      const heading = main?.querySelector<HTMLElement>('h1');
      return heading && (late || !main?.querySelector(loading)) ? heading : null;
    },
    (heading) => {
      moveFocus(heading, before);
      announce(spokenText(heading));
    },
  );
}
