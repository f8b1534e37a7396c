import { parseArgs } from 'node:util';
import { checkFiles, formatReports } from './forms/check-command';
import { EXIT, type CommandResult } from './forms/command-result';
import { expandPaths } from './forms/definition-file';
import { exportSubmissions } from './forms/export-command';
import { publish } from './forms/publish-command';
import { serverOptions, UnreachableError } from './forms/server-client';

const USAGE = `Usage:
  npm run forms -- check [file or folder...]          (default: forms/)
  npm run forms -- publish <file> [--id <formId>] [--url <server>] [--token <admin token>]
  npm run forms -- export <formId> [--format csv|json] [--language en|ar] [--out <file>] [--url <server>] [--token <admin token>]
--language heads the CSV's columns with the form's labels in that language (default: field names, answers in English).
The server defaults to http://localhost:$PORT (3000); the token to $ADMIN_TOKEN, else $DATA_DIR/admin-token (data/admin-token).
Exit codes: 0 done, 1 problems found or refused by the server, 2 usage, 3 no or wrong admin token, 4 server unreachable.`;

/** The organisers' command line: check, publish and export form definitions and their answers. */
async function main(argv: string[]): Promise<CommandResult> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        id: { type: 'string' },
        url: { type: 'string' },
        token: { type: 'string' },
        format: { type: 'string' },
        out: { type: 'string' },
        language: { type: 'string' },
      },
    });
  } catch (error) {
    return { code: EXIT.usage, output: `${(error as Error).message}\n${USAGE}` };
  }
  const { values: flags, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (command === 'check') {
    const reports = checkFiles(expandPaths(rest.length > 0 ? rest : ['forms']));
    return { code: reports.some((report) => report.problems.length > 0) ? EXIT.problems : EXIT.ok, output: formatReports(reports) };
  }
  if (command === 'publish' && rest.length === 1) return publish(rest[0]!, flags.id, serverOptions(flags));
  if (command === 'export' && rest.length === 1)
    return exportSubmissions(rest[0]!, serverOptions(flags), { format: flags.format ?? 'csv', out: flags.out, language: flags.language });
  return { code: EXIT.usage, output: USAGE };
}

main(process.argv.slice(2)).then(
  ({ code, output }) => {
    (code === EXIT.ok ? console.log : console.error)(output);
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(`✗ ${error.message}`);
    process.exitCode = error instanceof UnreachableError ? EXIT.unreachable : EXIT.problems;
  },
);
