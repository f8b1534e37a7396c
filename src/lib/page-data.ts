/**
 * What the server writes into the page it sends (`<script type="application/json" id="page-data">`): the event
 * settings and the captcha in use, so the first screen needs no request for them. Absent under Vite's dev server.
 */
export interface PageData {
  settings?: unknown;
  captcha?: unknown;
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
