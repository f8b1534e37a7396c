import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ServerOptions {
  url: string;
  token?: string;
}

/** The server to talk to and the admin token: flags, then ADMIN_TOKEN, then the local server's DATA_DIR/admin-token. */
export function serverOptions(flags: Record<string, string | undefined>, env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const url = (flags.url ?? env.FORMS_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '');
  const tokenFile = join(env.DATA_DIR ?? 'data', 'admin-token');
  // A blank variable is unset, as the server reads it (an empty ADMIN_TOKEN= in a .env file).
  const fromEnv = env.ADMIN_TOKEN?.trim() || undefined;
  const token = flags.token ?? fromEnv ?? (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : undefined);
  return { url, token: token || undefined };
}

/** The server is down or the address is wrong: a different exit code from a refusal. */
export class UnreachableError extends Error {}

/** Calls /api/v1 on the server; a server that cannot be reached is said plainly. */
export async function callApi(options: ServerOptions, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  try {
    return await fetch(`${options.url}/api/v1${path}`, { ...init, headers });
  } catch (error) {
    const cause = (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message;
    throw new UnreachableError(`Cannot reach ${options.url}: ${cause} (is the server running? npm start, or pass --url)`);
  }
}

/** The server's own words for a refusal: its JSON `message`, else the start of the body. */
export async function refusalOf(response: Response): Promise<{ message: string; errors?: unknown }> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: string; errors?: unknown };
    return { message: body.message ?? response.statusText, errors: body.errors };
  } catch {
    return { message: text.slice(0, 300) || response.statusText };
  }
}
