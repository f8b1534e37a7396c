import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsCsv } from '../admin/application-export';
import { bootcampEntries } from '../test-support/answers';
import { registerTeam } from '../test-support/lifecycle';
import { postMultipart } from '../test-support/requests';
import { auth, createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: auth });
const MEDIA_LINK = /^http:\/\/localhost(:\d+)?\/api\/v1\/admin\/media\/[0-9a-f-]{36}$/;

/** A spreadsheet program's reading of the CSV: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

/** The CSV as records keyed by header, with the header row. */
function table(body: string) {
  expect(body.startsWith('\uFEFF')).toBe(true); // Excel reads the Arabic names as UTF-8
  const [header, ...rows] = parseCsv(body.slice(1));
  return { header: header!, rows: rows.map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index]!]))) };
}

async function apply(n: number, name: string, overrides: Record<string, unknown> = {}) {
  const national_id = `2990202${String(n).padStart(7, '0')}`;
  const entries = bootcampEntries({ name_en: name, email: `export.${n}@example.com`, national_id, ...overrides });
  const response = await postMultipart(t.app, '/api/v1/bootcamp-participants', entries);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

describe('GET /admin/applications/export', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.zeinab = await apply(1, 'Zeinab Fathy');
    ids.karim = await apply(2, 'Karim Nabil', { why_this_workshop: '=HYPERLINK("http://evil.example","x")' });
    ids.laila = await apply(3, 'Laila Nabil');
    ids.hoda = await apply(4, 'Hoda Nabil');
    for (const id of [ids.karim, ids.laila, ids.zeinab]) {
      const url = `/api/v1/admin/applications/bootcamp/${id}`;
      const response = await t.app.inject({ method: 'PATCH', url, headers: auth, payload: { status: 'accepted' } });
      expect(response.statusCode).toBe(200);
    }
  });

  it('holds exactly the rows of the filtered list, in its order, as an attachment named after the filter and the day', async () => {
    const query = 'kind=bootcamp&status=accepted&q=NABIL&sort=name';
    const list = (await get(`/admin/applications?${query}&pageSize=200`)).json();
    const response = await get(`/admin/applications/export?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="bootcamp-accepted-2025-09-10.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const { rows } = table(response.body);
    expect(list.total).toBe(2); // Hoda is not accepted, Zeinab not a Nabil
    expect(rows.map((row) => Number(row.ID))).toEqual(list.data.map((row: { id: number }) => row.id));
    const listed = list.data as { name: string; email: string; status: string; submittedAt: string }[];
    expect(rows.map((row) => [row.Name, row['E-mail'], row.Status, row['Submitted at']])).toEqual(
      listed.map((row) => [row.name, row.email, row.status, row.submittedAt]),
    );
    const all = table((await get('/admin/applications/export?kind=bootcamp')).body).rows;
    expect(all.map((row) => Number(row.ID))).toEqual([ids.hoda, ids.laila, ids.karim, ids.zeinab]); // the list's default: newest first
  });

  it('heads and labels the answers as the form does, with absolute file links and formulas defused', async () => {
    const { header, rows } = table((await get(`/admin/applications/export?kind=bootcamp&q=export.2@`)).body);
    expect(header.slice(0, 7)).toEqual(['ID', 'Name', 'E-mail', 'Status', 'Submitted at', 'Full name (English)', 'Full name (Arabic)']);
    expect(header).not.toContain('Verification'); // the captcha is no answer
    const [karim] = rows;
    expect(karim).toMatchObject({
      Nationality: 'Egypt',
      'Educational level': "Master's degree",
      'Have you graduated?': 'No',
      'Technical skills': 'Programming; Web Development',
      'National ID number': '29902020000002',
      'Why did you choose these workshops?': `'=HYPERLINK("http://evil.example","x")`,
    });
    for (const column of ['National ID (front side)', 'National ID (back side)', 'Personal photo']) {
      expect(karim![column], column).toMatch(MEDIA_LINK);
    }
    const photo = await get(new URL(karim!['Personal photo']!).pathname.replace('/api/v1', ''));
    expect(photo.statusCode).toBe(200); // the link opens for an organiser
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it('spreads a team over columns per member, as many as the largest team', async () => {
    await registerTeam(t, 3);
    const { header, rows } = table((await get('/admin/applications/export?kind=hackathon')).body);
    expect(header).toContain('Team members 3: Full name');
    expect(header).not.toContain('Team members 4: Full name');
    expect(rows).toHaveLength(1);
    expect(rows[0]!['Team members 1: National ID photo']).toMatch(MEDIA_LINK);
    expect(rows[0]!['Team members 2: Gender']).toMatch(/^(Male|Female)$/);
  });

  it('writes the same lines however many applications it reads at a time', async () => {
    const whole = (await get('/admin/applications/export?kind=bootcamp&sort=name')).body;
    const mediaUrl = (id: string) => `http://localhost:80/api/v1/admin/media/${id}`;
    const lines = await applicationsCsv(t.deps, { kind: 'bootcamp', sort: 'name' }, mediaUrl, { chunkSize: 2 });
    let text = '';
    for await (const chunk of lines) text += chunk;
    expect(table(text).rows).toHaveLength(4);
    expect(text.replace(/localhost:80/g, 'localhost')).toBe(whole.replace(/localhost:80/g, 'localhost'));
  });

  it('refuses an unknown kind (404), a bad filter (400) and a missing token (401)', async () => {
    expect((await get('/admin/applications/export?kind=nothing')).statusCode).toBe(404);
    expect((await get('/admin/applications/export?kind=member')).statusCode).toBe(404);
    for (const query of ['kind=bootcamp&status=lost', 'kind=bootcamp&sort=email', 'status=accepted']) {
      expect((await get(`/admin/applications/export?${query}`)).statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/v1/admin/applications/export?kind=bootcamp' })).statusCode).toBe(401);
  });
});
