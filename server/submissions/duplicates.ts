/** The unique index a database error broke, if it is a unique violation (PGlite and node-postgres alike). */
export function isUniqueViolation(error: unknown): string | undefined {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth += 1
  ) {
    if (current.code === '23505') return current.constraint ?? '';
    current = current.cause as typeof current;
  }
  return undefined;
}
