/** node-postgres socket errors: the database host is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that cannot serve now: lost connection (08), out of connections, disk or memory (53),
 * shutting down or starting (57P0x).
 */
const SQLSTATE = /^(?:0800[0-7]|57P0[1-4]|53\d{3})$/;

/** The disk under DATA_DIR (temp files, uploads) is full, read-only or failing. */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EIO', 'EROFS', 'EMFILE', 'ENFILE']);

/** Messages of node-postgres and pg-pool (which set no code) and of a closed or aborted PGlite. */
const MESSAGES = [
  /^Connection terminated/,
  /^Client (?:has encountered a connection error|was closed) and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(?:ed|ing)$/,
  /^Aborted\(/,
];

interface Failure {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function isOwnUnavailable(error: Failure): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || SQLSTATE.test(code)) return true;
  if (STORAGE_CODES.has(code) && typeof error.syscall === 'string') return true;
  return typeof error.message === 'string' && MESSAGES.some((pattern) => pattern.test(error.message as string));
}

/**
 * True when an error means the database or the file store is unreachable, not that the request is
 * wrong: looks through Drizzle's DrizzleQueryError (cause) and Node's AggregateError (errors).
 */
export function isUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const failure = error as Failure;
  if (isOwnUnavailable(failure)) return true;
  if (isUnavailable(failure.cause, depth + 1)) return true;
  return Array.isArray(failure.errors) && failure.errors.some((inner) => isUnavailable(inner, depth + 1));
}
