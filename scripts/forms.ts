import { parseArgs } from 'node:util';
import { checkFiles, formatReports } from './forms/check-command';
import { exportSubmissions } from './forms/export-command';
import { publish } from './forms/publish-command';
import { serverOptions } from './forms/server-client';

const USAGE = `Usage:
  npm run forms -- check <file...>
  npm run forms -- publish <file> --id <formId> [--url <server>] [--token <admin token>]
  npm run forms -- export <formId> --format csv|json [--out <file>] [--url <server>] [--token <admin token>]
The server defaults to http://localhost:$PORT (3000); the token to $ADMIN_TOKEN or the local server's data/admin-token.`;

/** The organisers' command line: check, publish and export form definitions and their answers. */
async function main(argv: string[]): Promise<{ code: number; output: string }> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { id: { type: 'string' }, url: { type: 'string' }, token: { type: 'string' }, format: { type: 'string' }, out: { type: 'string' } },
    });
  } catch (error) {
    return { code: 2, output: `${(error as Error).message}\n${USAGE}` };
  }
  const { values: flags, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (command === 'check' && rest.length > 0) {
    const reports = checkFiles(rest);
    return { code: reports.some((report) => report.problems.length > 0) ? 1 : 0, output: formatReports(reports) };
  }
  if (command === 'publish' && rest.length === 1 && flags.id) return publish(rest[0]!, flags.id, serverOptions(flags));
  if (command === 'export' && rest.length === 1) return exportSubmissions(rest[0]!, flags.format ?? 'csv', serverOptions(flags), flags.out);
  return { code: 2, output: USAGE };
}

main(process.argv.slice(2)).then(
  ({ code, output }) => {
    (code === 0 ? console.log : console.error)(output);
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(`✗ ${error.message}`);
    process.exitCode = 3;
  },
);
