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
  const token = flags.token ?? env.ADMIN_TOKEN ?? (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : undefined);
  return { url, token };
}

/** Calls /api/v1 on the server; a server that cannot be reached is said plainly. */
export async function callApi(options: ServerOptions, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  try {
    return await fetch(`${options.url}/api/v1${path}`, { ...init, headers });
  } catch (error) {
    throw new Error(`Cannot reach ${options.url}: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`);
  }
}
