/** A batch is written once this many bytes wait, */
const MAX_BYTES = 16 * 1024;
/** or once its first line has waited this long. */
const MAX_DELAY_MS = 200;

export interface BatchedLogStream {
  /** pino's destination interface: one serialised line (with its newline) at a time. */
  write: (line: string) => boolean;
  /** Writes what waits, now. */
  flush: () => void;
}

/**
 * The server's log destination: lines written to stdout in batches (16 KB, or 200 ms after the first
 * one), where pino's default wrote each line with its own system call, about a fifth of the CPU time
 * of an option list's answer (docs/benchmarks.md). Whatever waits is written at exit; a process killed
 * outright (SIGKILL) loses at most its last 200 ms of lines.
 */
export function batchedLogStream(out?: (chunk: string) => void): BatchedLogStream {
  const write = out ?? ((chunk: string) => void process.stdout.write(chunk));
  // One growing string: V8 joins the pieces once, when it is written.
  let pending = '';
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    write(chunk);
  };

  // Tests pass their own writer and flush themselves.
  if (!out) process.once('exit', flush);
  return {
    write: (line) => {
      pending += line;
      if (pending.length >= MAX_BYTES) flush();
      // A quiet server's lines still show within 200 ms for whoever tails the log.
      else timer ??= setTimeout(flush, MAX_DELAY_MS).unref();
      return true;
    },
    flush,
  };
}
