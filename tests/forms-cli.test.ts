import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { png } from '../server/test-support/requests';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../server/test-support/test-app';

// Each test starts a Node process that compiles the command with tsx: seconds on a busy machine, so the
// default 5 s limit would measure the machine, not the command.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// The organisers' command line, run as they run it, against a server on a free port with a fresh database.
const ROOT = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'forms-cli-'));
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run forms -- ...` without npm; async, as the server answers from this very process. */
function forms(args: string[], env: Record<string, string> = {}): Promise<Run> {
  // No ADMIN_TOKEN from the outside and no data/admin-token to fall back on, unless a test gives one.
  const { ADMIN_TOKEN: _token, FORMS_URL: _url, PORT: _port, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/forms.ts', ...args],
      { cwd: ROOT, env: { ...inherited, DATA_DIR: dir, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}
const withServer = (args: string[]) => [...args, '--url', url, '--token', ADMIN_TOKEN];

const write = (name: string, definition: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, typeof definition === 'string' ? definition : JSON.stringify(definition, null, 2));
  return file;
};

const poster = {
  $schema: '../schemas/form-definition.schema.json',
  id: 'poster-contest',
  title: 'Poster Contest',
  steps: [
    {
      title: 'Your poster',
      fields: [
        { name: 'title', label: 'Poster title', type: 'text', validation: { required: true, minLength: 3 } },
        {
          name: 'category',
          label: 'Category',
          type: 'radio',
          options: [
            { label: 'Earth', value: 'earth' },
            { label: 'Moon', value: 'moon' },
          ],
        },
        { name: 'poster', label: 'Poster', type: 'image', validation: { required: true } },
        { label: 'About It', type: 'textarea', placeholder: 'Not more than 20 words', validation: { maxWords: 50 } },
      ],
    },
  ],
};

const liveVersion = async (id: string) =>
  ((await (await fetch(`${url}/api/v1/form-steps/${id}`)).json()) as { data: { version: number } }).data.version;

describe('forms check', () => {
  it('passes valid definitions (exit 0), directories included', async () => {
    const run = await forms(['check', 'forms/examples', 'forms/samples/volunteer.json']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe(
      '✓ forms/examples/mentor-application.json\n✓ forms/examples/workshop-feedback.json\n✓ forms/samples/volunteer.json\n3 definition(s) OK\n',
    );
  });

  it('lists every problem with its path (exit 1)', async () => {
    const broken = write('broken.json', {
      title: 'T',
      steps: [
        {
          title: 'S',
          fields: [
            { name: 'a', label: 'A', type: 'txt' },
            { name: 'b', label: 'B', type: 'text', dependsOn: { field: 'zz', value: '1' } },
          ],
        },
      ],
    });
    const run = await forms(['check', broken]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`✗ ${broken}: steps.0.fields.0.type: Unknown field type "txt"`);
    expect(run.stderr).toContain(`✗ ${broken}: steps.0.fields.1.dependsOn.field: Depends on "zz"`);
    expect(run.stderr.trim().split('\n').at(-1)).toBe('2 problem(s) found');
  });

  it('reads a file saved with a byte order mark', async () => {
    const run = await forms(['check', write('bom.json', `\uFEFF${JSON.stringify(poster)}`)]);
    expect(run.code, run.stderr).toBe(0);
  });
});

describe('forms publish', () => {
  const file = write('poster.json', poster);

  it('publishes version 1, then 2, printing the warnings and where to fill it (exit 0)', async () => {
    const first = await forms(withServer(['publish', file, '--id', 'poster-contest']));
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('⚠ steps.0.fields.3.placeholder: Says at most 20 words but validation.maxWords is 50');
    expect(first.stdout).toContain(`✓ Published "poster-contest" version 1 to ${url}`);
    expect(first.stdout).toContain(`${url}/form/poster-contest`);
    // the id may come from the definition itself
    const second = await forms(withServer(['publish', file]));
    expect(second.stdout).toContain(`✓ Published "poster-contest" version 2 to ${url}`);
    expect(await liveVersion('poster-contest')).toBe(2);
  });

  it('publishes nothing when the definition has problems found locally (exit 1)', async () => {
    const broken = write('poster-broken.json', {
      ...poster,
      steps: [{ title: 'S', fields: [{ name: 'title', label: 'Title', type: 'text', validation: { minLength: 9, maxLength: 3 } }] }],
    });
    const run = await forms(withServer(['publish', broken, '--id', 'poster-contest']));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/✗ steps\.0\.fields\.0\.validation\.\w+: .*\nNot published: 1 problem\(s\) in /);
    expect(await liveVersion('poster-contest')).toBe(2);
  });

  it('publishes nothing when the server finds problems (exit 1)', async () => {
    // a row form is checked against the server's forms only
    const members = {
      name: 'members',
      label: 'Members',
      type: 'component',
      componentName: 'members-table',
      componentProps: { rowForm: 'no-such-form' },
    };
    const run = await forms(
      withServer([
        'publish',
        write('poster-rows.json', { ...poster, steps: [{ title: 'S', fields: [members] }] }),
        '--id',
        'poster-contest',
      ]),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('✗ steps.0.fields.0.componentProps.rowForm: Unknown form "no-such-form"');
    expect(run.stderr).toContain('Not published: the server found 1 problem(s)');
    expect(await liveVersion('poster-contest')).toBe(2);
  });

  it('says plainly when there is no admin token or the server refuses it (exit 3)', async () => {
    const none = await forms(['publish', file, '--url', url]);
    expect(none).toMatchObject({ code: 3, stdout: '' });
    expect(none.stderr).toContain('No admin token: set ADMIN_TOKEN');
    const wrong = await forms(['publish', file, '--url', url, '--token', 'not-the-token']);
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('The server refused the admin token (401)');
    expect(await liveVersion('poster-contest')).toBe(2);
  });

  it('takes the token from ADMIN_TOKEN or DATA_DIR/admin-token', async () => {
    const fromEnv = await forms(['publish', file, '--url', url], { ADMIN_TOKEN });
    expect(fromEnv.stdout).toContain('version 3');
    const dataDir = join(dir, 'data');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'admin-token'), `${ADMIN_TOKEN}\n`);
    const fromFile = await forms(['publish', file, '--url', url], { DATA_DIR: dataDir });
    expect(fromFile.stdout).toContain('version 4');
  });

  it('says when the server cannot be reached (exit 4)', async () => {
    const run = await forms(['publish', file, '--url', 'http://127.0.0.1:9', '--token', ADMIN_TOKEN]);
    expect(run.code).toBe(4);
    expect(run.stderr).toContain('Cannot reach http://127.0.0.1:9');
  });
});

describe('forms export', () => {
  beforeAll(async () => {
    const form = new FormData();
    form.append('form_id', 'poster-contest');
    form.append('submitted_at', '2025-09-10');
    form.append('title', 'Nile, from orbit');
    form.append('category', 'earth');
    form.append('poster', new Blob([png()], { type: 'image/png' }), 'nile.png');
    form.append('aboutit', 'Landsat images of the Nile delta, 1984 to 2024');
    const response = await fetch(`${url}/api/v1/form-response-items`, { method: 'POST', body: form });
    expect(response.status, await response.clone().text()).toBe(201);
  });

  it('downloads CSV: one column per field in definition order, files as links', async () => {
    const out = join(dir, 'answers.csv');
    const run = await forms(withServer(['export', 'poster-contest', '--format', 'csv', '--out', out]));
    expect(run.stdout).toContain(`✓ Wrote the submissions of "poster-contest" to ${out}`);
    const [header, row, ...rest] = readFileSync(out, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header).toBe('id,submitted_at,form_version,ip_address,submitted_on,title,category,poster,aboutit');
    expect(row).toMatch(
      new RegExp(
        `^1,\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,4,[^,]*,2025-09-10,"Nile, from orbit",Earth,${url}/api/v1/admin/media/[0-9a-f-]{36},"Landsat images of the Nile delta, 1984 to 2024"$`,
      ),
    );
    expect(rest).toEqual(['']);
    const link = /(http:\S+\/admin\/media\/[0-9a-f-]{36})/.exec(row!)![1]!;
    const media = await fetch(link, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(media.headers.get('content-type')).toBe('image/png');
  });

  it('prints JSON with the same answers and a link beside each file', async () => {
    const run = await forms(withServer(['export', 'poster-contest', '--format', 'json']));
    expect(run.code, run.stderr).toBe(0);
    const { data } = JSON.parse(run.stdout) as { data: { formVersion: number; data: Record<string, unknown> }[] };
    expect(data).toHaveLength(1);
    expect(data[0]!.formVersion).toBe(4);
    expect(Object.keys(data[0]!.data)).toEqual(['title', 'category', 'poster', 'aboutit']);
    expect(data[0]!.data.poster).toMatchObject({
      name: 'nile.png',
      type: 'image/png',
      url: expect.stringMatching(new RegExp(`^${url}/api/v1/admin/media/[0-9a-f-]{36}$`)),
    });
  });

  it('spreads the rows of a repeatable group over columns (forms/examples/mentor-application.json, seeded)', async () => {
    const rows = [
      { event: 'Space Apps Cairo', year: '2024', role: 'mentor' },
      { event: 'Hack the Nile', year: '2023', role: 'judge' },
    ];
    const answers = {
      fullname: 'Mona Said',
      email: 'mona@example.com',
      phone: '01012345678',
      expertise_area: 'data',
      datasets: 'MODIS',
      mentored_before: 'yes',
      past_events: rows,
      on_site: false,
      online_hours: '4',
      code_of_conduct: true,
    };
    const response = await fetch(`${url}/api/v1/form-response-items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ form_id: 'mentor-application', ...answers }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const run = await forms(withServer(['export', 'mentor-application']));
    const [header, row] = run.stdout.replace(/^\uFEFF/, '').split('\r\n');
    const cells = Object.fromEntries(header!.split(',').map((name, index) => [name, row!.split(',')[index]]));
    expect(header).toContain(
      'mentored_before,past_events.0.event,past_events.0.year,past_events.0.role,past_events.1.event,past_events.1.year,past_events.1.role,on_site',
    );
    expect(cells).toMatchObject({
      'past_events.1.event': 'Hack the Nile',
      'past_events.1.year': '2023',
      'past_events.1.role': 'Judge',
      expertise_area: 'Data science and AI',
    });
  });

  it('names an unknown form (exit 1) and a bad format (exit 2)', async () => {
    const unknown = await forms(withServer(['export', 'no-such-form']));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no form with this id. (404)');
    expect((await forms(withServer(['export', 'poster-contest', '--format', 'xlsx']))).code).toBe(2);
  });
});
