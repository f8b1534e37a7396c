import type { Problem } from '../../src/engine/index';

/** What a command prints and its exit code. */
export interface CommandResult {
  code: number;
  output: string;
}

/** Exit codes, as docs/forms.md lists them. */
export const EXIT = {
  ok: 0,
  /** The definition has problems, or the server refused the request. */
  problems: 1,
  usage: 2,
  /** No admin token, or the server refused it. */
  token: 3,
  unreachable: 4,
} as const;

export const NO_TOKEN =
  '✗ No admin token: set ADMIN_TOKEN (printed by the server at its first start, kept in DATA_DIR/admin-token) or pass --token';

/** "steps.1.fields.3.type: Unknown field type "txt" (hint)". */
export const describeProblem = (problem: Problem): string =>
  `${problem.path || '(root)'}: ${problem.message}${problem.hint ? ` (${problem.hint})` : ''}`;
