import { parseArgs } from 'node:util';
import { EXIT, NO_TOKEN, type CommandResult } from '../forms/command-result';
import { callApi, refusalOf, serverOptions, UnreachableError, type ServerOptions } from '../forms/server-client';
import { readNewPassword, type PasswordInput } from './read-password';

export const USAGE = `Usage:
  npm run organisers -- add <email> --role admin|reviewer|door    (password from standard input)
  npm run organisers -- list
  npm run organisers -- remove <email>
  npm run organisers -- reset-password <email>                     (password from standard input)
  npm run organisers -- set-role <email> --role admin|reviewer|door
Each also takes [--url <server>] [--token <admin token>]. On a terminal the password is asked twice and not shown;
piped, the first line is the password: printf '%s\\n' "$PASSWORD" | npm run organisers -- add ada@example.org --role admin
The server defaults to http://localhost:$PORT (3000); the token to $ADMIN_TOKEN, else $DATA_DIR/admin-token (data/admin-token).
Roles: admin does everything; reviewer reads applications and decides; door only checks people in.
Exit codes: 0 done, 1 refused by the server, 2 usage, 3 no or wrong admin token, 4 server unreachable.`;

const ROLES = ['admin', 'reviewer', 'door'];

export interface CommandIo {
  stdin: PasswordInput;
  /** Where questions go (standard error), so standard output carries only the result. */
  prompt: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
}

interface Account {
  email: string;
  role: string;
  lastSignInAt: string | null;
}

const accountPath = (email: string, rest = '') => `/admin/organisers/${encodeURIComponent(email)}${rest}`;
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The server's refusal in words an organiser can act on. */
async function refused(response: Response): Promise<CommandResult> {
  const refusal = await refusalOf(response);
  if (response.status === 401) return { code: EXIT.token, output: `✗ The server refused the admin token (401): ${refusal.message}` };
  if (response.status === 422 && refusal.errors && typeof refusal.errors === 'object') {
    const reasons = Object.values(refusal.errors as Record<string, string[]>).flat();
    return { code: EXIT.problems, output: reasons.map((reason) => `✗ ${reason}`).join('\n') };
  }
  return { code: EXIT.problems, output: `✗ ${refusal.message} (${response.status})` };
}

const when = (iso: string | null) => (iso ? `signed in ${iso.slice(0, 16).replace('T', ' ')} UTC` : 'never signed in');

function listing(accounts: Account[]): string {
  if (accounts.length === 0) return 'No organiser accounts yet: npm run organisers -- add <email> --role admin';
  const width = Math.max(...accounts.map((account) => account.email.length));
  const rows = accounts.map((account) => `${account.email.padEnd(width)}  ${account.role.padEnd(8)}  ${when(account.lastSignInAt)}`);
  return [...rows, `${accounts.length} organiser account(s)`].join('\n');
}

interface Request {
  command: string;
  email?: string;
  role?: string;
}

async function run({ command, email, role }: Request, server: ServerOptions, io: CommandIo): Promise<CommandResult> {
  if (command === 'list') {
    const response = await callApi(server, '/admin/organisers');
    return response.ok ? { code: EXIT.ok, output: listing(((await response.json()) as { data: Account[] }).data) } : refused(response);
  }
  if (!email) return { code: EXIT.usage, output: `✗ ${command} needs an e-mail address\n${USAGE}` };
  if (command === 'remove') {
    const response = await callApi(server, accountPath(email), { method: 'DELETE' });
    return response.ok ? { code: EXIT.ok, output: `✓ Removed ${email}; their sessions are over.` } : refused(response);
  }
  if (command === 'set-role') {
    const response = await callApi(server, accountPath(email, '/role'), json('PUT', { role }));
    return response.ok ? { code: EXIT.ok, output: `✓ ${email} is now ${role}.` } : refused(response);
  }
  const read = await readNewPassword(io.stdin, io.prompt, email);
  if ('problem' in read) return { code: EXIT.usage, output: `✗ ${read.problem}` };
  if (command === 'add') {
    const response = await callApi(server, '/admin/organisers', json('POST', { email, role, password: read.password }));
    return response.ok ? { code: EXIT.ok, output: `✓ Added ${email} as ${role}; they sign in at ${server.url}/admin` } : refused(response);
  }
  const response = await callApi(server, accountPath(email, '/password'), json('PUT', { password: read.password }));
  return response.ok ? { code: EXIT.ok, output: `✓ New password set for ${email}; their open sessions are over.` } : refused(response);
}

/** The organiser accounts from the command line, through the running server's API and its admin token. */
export async function main(argv: string[], io: CommandIo): Promise<CommandResult> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { role: { type: 'string' }, url: { type: 'string' }, token: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    return { code: EXIT.usage, output: `${(error as Error).message}\n${USAGE}` };
  }
  const { values: flags, positionals } = parsed;
  const [command, email, ...extra] = positionals;
  if (flags.help) return { code: EXIT.ok, output: USAGE };
  const known = ['add', 'list', 'remove', 'reset-password', 'set-role'].includes(command ?? '');
  if (!command || !known || extra.length > 0 || (command === 'list' && email)) return { code: EXIT.usage, output: USAGE };
  const needsRole = command === 'add' || command === 'set-role';
  if (needsRole && !ROLES.includes(flags.role ?? '')) {
    return { code: EXIT.usage, output: `✗ ${command} needs --role admin, reviewer or door\n${USAGE}` };
  }
  const server = serverOptions({ url: flags.url, token: flags.token }, io.env);
  if (!server.token) return { code: EXIT.token, output: NO_TOKEN };
  try {
    return await run({ command, email, role: flags.role }, server, io);
  } catch (error) {
    if (error instanceof UnreachableError) return { code: EXIT.unreachable, output: `✗ ${error.message}` };
    throw error;
  }
}
