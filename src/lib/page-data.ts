/**
 * What the server writes into the page it sends (`<script type="application/json" id="page-data">`): the event
 * settings and the captcha in use, so the first screen needs no request for them; on a form's page the definition
 * as the API gives it and whether this browser holds a draft of it. Absent under Vite's dev server.
 */
export interface PageData {
  settings?: unknown;
  captcha?: unknown;
  /** Definitions as GET /form-steps/{id} answers them, by form id. */
  forms?: Record<string, unknown>;
  /** Form ids of which this browser sent no draft cookie: nothing to look up, the form opens fresh. */
  noDraft?: string[];
}

let cached: PageData | undefined;

export function readPageData(): PageData {
  if (cached) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById('page-data');
  try {
    const value: unknown = element?.textContent ? JSON.parse(element.textContent) : {};
    cached = typeof value === 'object' && value !== null ? (value as PageData) : {};
  } catch {
    cached = {}; // A page cut short by a proxy: the app asks the API instead.
  }
  return cached;
}

/** The server's renderer draws each page from that page's data (one render at a time); tests start afresh with undefined. */
export function setPageData(data: PageData | undefined): void {
  cached = data;
}
