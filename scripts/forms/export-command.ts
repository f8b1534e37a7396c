import { writeFileSync } from 'node:fs';
import type { CommandResult } from './publish-command';
import { callApi, type ServerOptions } from './server-client';

/** Downloads the submissions of a form as CSV or JSON (to a file with --out, else to the terminal). */
export async function exportSubmissions(formId: string, format: string, server: ServerOptions, out?: string): Promise<CommandResult> {
  if (format !== 'csv' && format !== 'json') return { code: 2, output: `--format must be csv or json, not "${format}"` };
  if (!server.token) return { code: 3, output: 'No admin token: set ADMIN_TOKEN (printed by the server at its first start) or pass --token' };
  const query = new URLSearchParams({ form: formId, ...(format === 'csv' ? { format: 'csv' } : {}) });
  const response = await callApi(server, `/admin/submissions?${query}`, { headers: { Accept: format === 'csv' ? 'text/csv' : 'application/json' } });
  const text = await response.text();
  if (response.status === 401) return { code: 3, output: '✗ The server refused the admin token (401)' };
  if (!response.ok) return { code: 1, output: `✗ The server answered ${response.status}: ${text.slice(0, 300)}` };
  const body = format === 'json' ? JSON.stringify(JSON.parse(text), null, 2) : text;
  if (!out) return { code: 0, output: body };
  writeFileSync(out, body);
  return { code: 0, output: `✓ Wrote the submissions of "${formId}" to ${out}` };
}
