import { StringDecoder } from 'node:string_decoder';

/** Standard input as the command reads it: a terminal (raw mode, for typing unseen) or a pipe. */
export interface PasswordInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?: (raw: boolean) => unknown;
}

/** The first line of piped input, without its line end; null when there is none. */
export function readFirstLine(input: PasswordInput): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const decoder = new StringDecoder('utf8');
    let text = '';
    const finish = (line: string | null) => {
      input.off('data', onData).off('end', onEnd).off('error', onError);
      // The rest of the input is not ours to read; a paused stdin lets the process exit.
      input.pause();
      resolve(line);
    };
    const onData = (chunk: Buffer | string) => {
      text += typeof chunk === 'string' ? chunk : decoder.write(chunk);
      const end = text.indexOf('\n');
      if (end >= 0) finish(text.slice(0, end).replace(/\r$/, ''));
    };
    const onEnd = () => finish(text === '' ? null : text.replace(/\r$/, ''));
    const onError = (error: Error) => reject(error);
    input.on('data', onData).on('end', onEnd).on('error', onError);
    input.resume();
  });
}

/** Asks on the terminal without echoing what is typed; null if the organiser gives up (Ctrl-C, Ctrl-D). */
export function promptHidden(input: PasswordInput, output: NodeJS.WritableStream, question: string): Promise<string | null> {
  output.write(question);
  return new Promise((resolve) => {
    const decoder = new StringDecoder('utf8');
    let typed: string[] = [];
    const finish = (answer: string | null) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      resolve(answer);
    };
    const onData = (chunk: Buffer | string) => {
      for (const character of typeof chunk === 'string' ? chunk : decoder.write(chunk)) {
        if (character === '\r' || character === '\n') return finish(typed.join(''));
        if (character === '\u0003' || character === '\u0004') return finish(null);
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else if (character >= ' ') typed.push(character);
      }
    };
    input.setRawMode?.(true);
    input.on('data', onData);
    input.resume();
  });
}

/** The new password: typed twice on a terminal, else the first line of standard input. */
export async function readNewPassword(
  input: PasswordInput,
  prompt: NodeJS.WritableStream,
  email: string,
): Promise<{ password: string } | { problem: string }> {
  if (!input.isTTY) {
    const line = await readFirstLine(input);
    return line ? { password: line } : { problem: 'No password on standard input: pipe it as the first line (see --help).' };
  }
  const password = await promptHidden(input, prompt, `Password for ${email} (at least 10 characters, not shown): `);
  if (!password) return { problem: 'No password given.' };
  const again = await promptHidden(input, prompt, 'The same password again: ');
  if (again !== password) return { problem: 'The two passwords differ; nothing was changed.' };
  return { password };
}
