/** A pino-style logger (Fastify's fits); sweepers log counts and error codes only. */
export interface SweeperLogger {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
}

export interface PeriodicSweep<T> {
  /** Runs a pass now (after the one under way, if any). */
  sweep: () => Promise<T | undefined>;
  /** No more passes; waits for the one under way. */
  stop: () => Promise<void>;
}

/**
 * Runs `pass` at start and every `everyMs`, one at a time. The timer never keeps the process alive; a failed
 * pass (database or storage down) is logged by its error code and the next one retries.
 */
export function startPeriodicSweep<T>(what: string, everyMs: number, logger: SweeperLogger, pass: () => Promise<T>): PeriodicSweep<T> {
  let stopped = false;
  const guarded = async (): Promise<T | undefined> => {
    if (stopped) return undefined;
    try {
      return await pass();
    } catch (error) {
      const { code, name } = error as { code?: unknown; name?: unknown };
      logger.warn({ code: code ?? name }, `${what} failed; retried at the next pass`);
      return undefined;
    }
  };
  let running = guarded();
  const sweep = () => (running = running.then(guarded));
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return {
    sweep,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
