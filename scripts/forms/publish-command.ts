import { readFileSync } from 'node:fs';
import { checkDefinitionText } from '../../src/engine/index';
import { callApi, type ServerOptions } from './server-client';

export interface CommandResult {
  code: number;
  output: string;
}

const listProblems = (problems: { path: string; message: string; hint?: string }[]) =>
  problems.map((problem) => `✗ ${problem.path || '(root)'}: ${problem.message}${problem.hint ? ` (${problem.hint})` : ''}`).join('\n');

/** Checks a definition, then publishes it as a new version through PUT /form-steps/{formId}. */
export async function publish(file: string, formId: string, server: ServerOptions): Promise<CommandResult> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { code: 1, output: `✗ Cannot read ${file}: ${(error as Error).message}` };
  }
  const checked = checkDefinitionText(text);
  if (!checked.ok) return { code: 1, output: `${listProblems(checked.problems)}\nNot published: ${checked.problems.length} problem(s) in ${file}` };
  if (!server.token) return { code: 3, output: 'No admin token: set ADMIN_TOKEN (printed by the server at its first start) or pass --token' };
  const response = await callApi(server, `/form-steps/${encodeURIComponent(formId)}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: text,
  });
  const body = (await response.json().catch(() => ({}))) as { data?: { version?: number }; message?: string; errors?: { path: string; message: string }[] };
  if (response.ok) return { code: 0, output: `✓ Published "${formId}" version ${body.data?.version ?? '?'} to ${server.url}` };
  if (response.status === 401) return { code: 3, output: `✗ The server refused the admin token (401): ${body.message ?? 'unauthorised'}` };
  if (response.status === 422 && Array.isArray(body.errors)) {
    return { code: 1, output: `${listProblems(body.errors)}\nNot published: the server found ${body.errors.length} problem(s)` };
  }
  return { code: 1, output: `✗ The server answered ${response.status}: ${body.message ?? response.statusText}` };
}
