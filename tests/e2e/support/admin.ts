import type { Site } from './site';

export type Phase = 'before' | 'open' | 'closed';

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** Opening and closing instants putting "now" before, inside or after a window. */
function windowFor(phase: Phase): [string, string] {
  if (phase === 'before') return [iso(2 * DAY), iso(9 * DAY)];
  if (phase === 'closed') return [iso(-10 * DAY), iso(-DAY)];
  return [iso(-DAY), iso(7 * DAY)];
}

async function admin(site: Site, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${site.url}/api/v1${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${site.adminToken}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  });
}

/** Sets both registration windows through PUT /api/v1/settings, as organisers do. */
export async function setWindows(site: Site, phases: { bootcamp: Phase; hackathon: Phase }): Promise<void> {
  const [openBootcampDate, closedBootcampDate] = windowFor(phases.bootcamp);
  const [openHackathonDate, closedHackathonDate] = windowFor(phases.hackathon);
  const body = {
    edition: 2025,
    bootcamp: { openBootcampDate, closedBootcampDate },
    hackathon: { openHackathonDate, closedHackathonDate },
    countdownTarget: iso(20 * DAY),
  };
  const response = await admin(site, '/settings', { method: 'PUT', body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`PUT /settings answered ${response.status}: ${await response.text()}`);
}

/** Publishes a definition through PUT /api/v1/form-steps/{id}. */
export async function publishForm(site: Site, id: string, definition: unknown): Promise<void> {
  const response = await admin(site, `/form-steps/${id}`, { method: 'PUT', body: JSON.stringify(definition) });
  if (response.status !== 200) throw new Error(`PUT /form-steps/${id} answered ${response.status}: ${await response.text()}`);
}

/** The organisers' spreadsheet of a form, parsed into one record per row keyed by header. */
export async function exportRows(site: Site, form: string): Promise<Record<string, string>[]> {
  const response = await admin(site, `/admin/submissions?form=${form}&format=csv`);
  if (response.status !== 200) throw new Error(`The ${form} export answered ${response.status}`);
  const [header, ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
  return rows.filter((row) => row.length > 1).map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index] ?? ''])));
}

/** Downloads a stored upload as the organisers do (bearer token), following the export's media link. */
export async function fetchMedia(site: Site, link: string): Promise<{ status: number; type: string; bytes: Buffer }> {
  const path = new URL(link).pathname.replace(/^\/api\/v1/, '');
  const response = await admin(site, path);
  return { status: response.status, type: response.headers.get('content-type') ?? '', bytes: Buffer.from(await response.arrayBuffer()) };
}

/** RFC 4180: quoted cells may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
