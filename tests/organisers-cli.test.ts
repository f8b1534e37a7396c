import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, type CommandIo } from '../scripts/organisers/organisers-command';
import type { PasswordInput } from '../scripts/organisers/read-password';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../server/test-support/test-app';

// The organisers' command line against a real server on a free port, through its exported main.
const dir = mkdtempSync(join(tmpdir(), 'organisers-cli-'));
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

/** Runs `npm run organisers -- ...` with piped standard input and no token from the outside unless given. */
async function organisers(args: string[], input = '', env: Record<string, string> = {}) {
  const prompt = new PassThrough();
  let asked = '';
  prompt.on('data', (chunk: Buffer) => (asked += chunk.toString()));
  const io: CommandIo = { stdin: Readable.from([input]), prompt, env: { DATA_DIR: dir, ...env } };
  return { ...(await main(args, io)), asked };
}
const withServer = (args: string[]) => [...args, '--url', url, '--token', ADMIN_TOKEN];
const signIn = (email: string, password: string) =>
  fetch(`${url}/api/v1/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('npm run organisers', () => {
  it('prints its usage for --help (exit 0) and for nonsense (exit 2)', async () => {
    const help = await organisers(['--help']);
    expect(help.code).toBe(0);
    expect(help.output).toContain('npm run organisers -- add <email> --role admin|reviewer|door');
    expect((await organisers(['promote', 'x@example.org'])).code).toBe(2);
    const noRole = await organisers(withServer(['add', 'x@example.org']));
    expect(noRole).toMatchObject({ code: 2, output: expect.stringContaining('add needs --role admin, reviewer or door') });
  });

  it('adds an organiser with the password piped in, who can then sign in', async () => {
    const piped = 'a long enough password\nignored second line\n';
    const run = await organisers(withServer(['add', 'ada@example.org', '--role', 'admin']), piped);
    expect(run).toMatchObject({ code: 0, output: `✓ Added ada@example.org as admin; they sign in at ${url}/admin` });
    expect(run.asked).toBe(''); // nothing to ask when piped
    expect((await signIn('ada@example.org', 'a long enough password')).status).toBe(200);
  });

  it('says plainly when the e-mail has an account (409) or the password is too short (422)', async () => {
    const again = await organisers(withServer(['add', 'ADA@example.org', '--role', 'door']), 'another long password\n');
    expect(again).toMatchObject({ code: 1, output: '✗ An organiser with this e-mail already exists. (409)' });
    const weak = await organisers(withServer(['add', 'bob@example.org', '--role', 'door']), 'short\n');
    expect(weak).toMatchObject({ code: 1, output: '✗ The password needs at least 10 characters.' });
    expect((await organisers(withServer(['add', 'bob@example.org', '--role', 'door']), '')).code).toBe(2); // no password at all
  });

  it('lists the accounts, resets a password (ending their sessions) and removes an account', async () => {
    await organisers(withServer(['add', 'door@example.org', '--role', 'door']), 'door password one\n');
    const cookie = String((await signIn('door@example.org', 'door password one')).headers.get('set-cookie')).split(';')[0]!;

    const list = await organisers(withServer(['list']));
    expect(list.code).toBe(0);
    expect(list.output).toMatch(/^ada@example\.org\s+admin\s+signed in \d{4}-\d\d-\d\d \d\d:\d\d UTC$/m);
    expect(list.output).toMatch(/^door@example\.org\s+door\s+signed in/m);

    expect(await organisers(withServer(['reset-password', 'door@example.org']), 'door password two\n')).toMatchObject({ code: 0 });
    expect(await (await fetch(`${url}/api/v1/admin/session`, { headers: { cookie } })).json()).toEqual({ data: null }); // signed out
    expect((await signIn('door@example.org', 'door password two')).status).toBe(200);

    const removed = await organisers(withServer(['remove', 'door@example.org']));
    expect(removed).toMatchObject({ code: 0, output: '✓ Removed door@example.org; their sessions are over.' });
    const again = await organisers(withServer(['remove', 'door@example.org']));
    expect(again).toMatchObject({ code: 1, output: '✗ There is no organiser with this e-mail. (404)' });
  });

  it('asks twice on a terminal without showing the password', async () => {
    const terminal = Object.assign(new PassThrough(), {
      isTTY: true,
      raw: false,
      setRawMode(raw: boolean) {
        this.raw = raw;
      },
    });
    const prompt = new PassThrough();
    let shown = '';
    prompt.on('data', (chunk: Buffer) => (shown += chunk.toString()));
    const io = { stdin: terminal as PasswordInput, prompt, env: { DATA_DIR: dir } };
    const running = main(withServer(['add', 'tty@example.org', '--role', 'reviewer']), io);
    // Typed key by key, with a mistake rubbed out (DEL), then Enter; the second time pasted in one go.
    for (const key of ['typed passw', 'x', '\u007f', 'ord\r']) terminal.write(key);
    await new Promise((resolve) => setImmediate(resolve));
    terminal.write('typed password\r');
    expect(await running).toMatchObject({ code: 0 });
    expect(shown).toBe('Password for tty@example.org (at least 10 characters, not shown): \nThe same password again: \n');
    expect(terminal.raw).toBe(false); // the terminal is given back as it was
    expect((await signIn('tty@example.org', 'typed password')).status).toBe(200);
  });

  it('needs the admin token: none (exit 3), wrong (exit 3), or read from DATA_DIR/admin-token', async () => {
    expect(await organisers(['list', '--url', url])).toMatchObject({ code: 3, output: expect.stringContaining('No admin token') });
    const wrong = await organisers(['list', '--url', url, '--token', 'not-the-token']);
    expect(wrong).toMatchObject({ code: 3, output: '✗ The server refused the admin token (401): A valid organiser token is needed.' });
    writeFileSync(join(dir, 'admin-token'), `${ADMIN_TOKEN}\n`);
    expect((await organisers(['list', '--url', url])).code).toBe(0);
    // A blank ADMIN_TOKEN (an empty line of a .env file) is unset, as the server reads it: the file still counts.
    expect((await organisers(['list', '--url', url], '', { ADMIN_TOKEN: ' ' })).code).toBe(0);
    rmSync(join(dir, 'admin-token'));
  });

  it('says when the server is not running (exit 4)', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const run = await organisers(['list', '--url', `http://127.0.0.1:${closed}`, '--token', ADMIN_TOKEN]);
    expect(run.code).toBe(4);
    expect(run.output).toMatch(/^✗ Cannot reach http:\/\/127\.0\.0\.1:\d+: .*is the server running\?/);
  });
});
