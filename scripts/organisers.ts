import { EXIT } from './forms/command-result';
import { main } from './organisers/organisers-command';

// `npm run organisers -- add <email> --role admin|reviewer|door` and the rest: see USAGE.
main(process.argv.slice(2), { stdin: process.stdin, prompt: process.stderr, env: process.env }).then(
  ({ code, output }) => {
    (code === EXIT.ok ? console.log : console.error)(output);
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(`✗ ${error.message}`);
    process.exitCode = EXIT.problems;
  },
);
