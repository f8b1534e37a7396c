import { checkFiles, formatReports } from './forms/check-command';

const USAGE = `Usage: npm run forms -- check <file...>`;

/** The organisers' command line: check definitions before publishing them. */
function main(argv: string[]): number {
  const [command, ...rest] = argv;
  if (command === 'check') {
    if (rest.length === 0) {
      console.error(USAGE);
      return 2;
    }
    const reports = checkFiles(rest);
    console.log(formatReports(reports));
    return reports.some((report) => report.problems.length > 0) ? 1 : 0;
  }
  console.error(USAGE);
  return 2;
}

process.exitCode = main(process.argv.slice(2));
