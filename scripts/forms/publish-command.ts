import { checkDefinitionText, type Problem } from '../../src/engine/index';
import { lintDefinition } from '../../src/engine/organiser';
import { linearPatterns } from '../../src/lib/linear-patterns';
import { describeProblem, EXIT, NO_TOKEN, type CommandResult } from './command-result';
import { readDefinitionFile } from './definition-file';
import { callApi, refusalOf, type ServerOptions } from './server-client';

/** The ids the server accepts in /form-steps/{formId}. */
const FORM_ID = /^[A-Za-z0-9_-]{1,100}$/;

const lines = (mark: string, problems: Problem[]) => problems.map((problem) => `${mark} ${describeProblem(problem)}`);

/**
 * Checks a definition, then publishes it as a new version through PUT /form-steps/{formId}. Warnings
 * are printed and do not stop it; the id is --id, else the definition's own.
 */
export async function publish(file: string, formId: string | undefined, server: ServerOptions): Promise<CommandResult> {
  const read = readDefinitionFile(file);
  if ('problem' in read) return { code: EXIT.problems, output: `✗ ${file}: ${read.problem.message}` };
  const checked = checkDefinitionText(read.text, { patterns: linearPatterns });
  if (!checked.ok) {
    return {
      code: EXIT.problems,
      output: [...lines('✗', checked.problems), `Not published: ${checked.problems.length} problem(s) in ${file}`].join('\n'),
    };
  }
  const id = formId ?? checked.definition.id;
  if (!id) return { code: EXIT.usage, output: `✗ ${file} has no "id": give the form id with --id <formId>` };
  if (!FORM_ID.test(id)) return { code: EXIT.usage, output: `✗ "${id}" is not a form id: use letters, digits, - and _ (at most 100)` };
  const warnings = lintDefinition(checked.definition);
  if (checked.definition.id && checked.definition.id !== id) {
    warnings.push({ path: 'id', message: `The definition says "${checked.definition.id}"; it is published as "${id}"` });
  }
  if (!server.token) return { code: EXIT.token, output: NO_TOKEN };

  const response = await callApi(server, `/form-steps/${encodeURIComponent(id)}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: read.text,
  });
  const warned = lines('⚠', warnings);
  if (response.ok) {
    const body = (await response.json()) as { data?: { version?: number } };
    const published = `✓ Published "${id}" version ${body.data?.version ?? '?'} to ${server.url}; fill it at ${server.url}/form/${id}`;
    return { code: EXIT.ok, output: [...warned, published].join('\n') };
  }
  const refusal = await refusalOf(response);
  if (response.status === 401) return { code: EXIT.token, output: `✗ The server refused the admin token (401): ${refusal.message}` };
  if (response.status === 422 && Array.isArray(refusal.errors)) {
    const problems = refusal.errors as Problem[];
    return {
      code: EXIT.problems,
      output: [...lines('✗', problems), ...warned, `Not published: the server found ${problems.length} problem(s)`].join('\n'),
    };
  }
  return { code: EXIT.problems, output: `✗ Not published: ${refusal.message} (${response.status})` };
}
