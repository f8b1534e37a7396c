import { writeFileSync } from 'node:fs';
import { checkDefinition, isLanguage, LANGUAGES } from '../../src/engine/index';
import { linearPatterns } from '../../src/lib/linear-patterns';
import { EXIT, NO_TOKEN, type CommandResult } from './command-result';
import { callApi, refusalOf, type ServerOptions } from './server-client';

/** Stored files ({ mediaId, name, size, type }) get a `url` to the organisers' media endpoint, rows included. */
function withMediaLinks(value: unknown, mediaUrl: (id: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => withMediaLinks(item, mediaUrl));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, withMediaLinks(item, mediaUrl)]);
  const { mediaId } = value as { mediaId?: unknown };
  if (typeof mediaId === 'string') entries.push(['url', mediaUrl(mediaId)]);
  return Object.fromEntries(entries);
}

interface Exported {
  data: { data: Record<string, unknown> }[];
}

/** The live definition's field names in order; the database keeps answers in its own key order. */
async function fieldOrder(server: ServerOptions, formId: string): Promise<string[]> {
  const response = await callApi(server, `/form-steps/${encodeURIComponent(formId)}`);
  if (!response.ok) return [];
  const checked = checkDefinition(((await response.json()) as { data?: unknown }).data, { patterns: linearPatterns });
  return checked.ok ? checked.definition.fields.map((field) => field.name) : [];
}

/** Each submission's answers in definition order, answers the definition no longer has last. */
function inOrder(exported: Exported, names: string[]): Exported {
  const rank = (key: string) => (names.includes(key) ? names.indexOf(key) : names.length);
  return {
    ...exported,
    data: exported.data.map((record) => ({
      ...record,
      data: Object.fromEntries(Object.entries(record.data).sort(([a], [b]) => rank(a) - rank(b))),
    })),
  };
}

export interface ExportOptions {
  format: string;
  out?: string | undefined;
  /** The CSV headed with the form's labels, answers labelled, in this language (else headed by field name, in English). */
  language?: string | undefined;
}

/** Downloads the submissions of a form as CSV or JSON (to a file with --out, else to the terminal). */
export async function exportSubmissions(
  formId: string,
  server: ServerOptions,
  { format, out, language }: ExportOptions,
): Promise<CommandResult> {
  if (format !== 'csv' && format !== 'json') return { code: EXIT.usage, output: `✗ --format must be csv or json, not "${format}"` };
  if (language !== undefined && !isLanguage(language))
    return { code: EXIT.usage, output: `✗ --language must be one of ${LANGUAGES.join(', ')}, not "${language}"` };
  if (language !== undefined && format !== 'csv')
    return { code: EXIT.usage, output: '✗ --language heads the CSV: use it with --format csv' };
  if (!server.token) return { code: EXIT.token, output: NO_TOKEN };
  const query = new URLSearchParams({ form: formId, ...(format === 'csv' ? { format: 'csv' } : {}), ...(language ? { language } : {}) });
  const response = await callApi(server, `/admin/submissions?${query}`, {
    headers: { Accept: format === 'csv' ? 'text/csv' : 'application/json' },
  });
  if (!response.ok) {
    const refusal = await refusalOf(response);
    if (response.status === 401) return { code: EXIT.token, output: `✗ The server refused the admin token (401): ${refusal.message}` };
    return { code: EXIT.problems, output: `✗ ${refusal.message} (${response.status})` };
  }
  const text = await response.text();
  const mediaUrl = (id: string) => `${server.url}/api/v1/admin/media/${id}`;
  const body =
    format === 'json'
      ? JSON.stringify(withMediaLinks(inOrder(JSON.parse(text) as Exported, await fieldOrder(server, formId)), mediaUrl), null, 2)
      : text;
  if (!out) return { code: EXIT.ok, output: body };
  writeFileSync(out, body);
  return { code: EXIT.ok, output: `✓ Wrote the submissions of "${formId}" to ${out}` };
}
