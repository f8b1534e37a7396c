/** The digest the server's renderer gives a part it leaves to the browser (src/app/render-page.tsx, src/main.tsx). */
export const DRAWN_IN_BROWSER = 'drawn-in-the-browser';

/**
 * Thrown while the server draws a page, inside a Suspense boundary: the page goes out with the boundary's fallback
 * there, and the browser draws that part when it hydrates (React's way to keep a part client-only).
 */
export class DrawnInBrowser extends Error {
  readonly digest = DRAWN_IN_BROWSER;

  constructor(what: string) {
    super(`${what} is drawn in the browser only`);
  }
}

export const onTheServer = () => typeof document === 'undefined';

/** Whether an error React reports (on the server, or recovered from while hydrating) is such a part. */
export function isDrawnInBrowser(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === DRAWN_IN_BROWSER;
}
