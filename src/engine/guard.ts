import type { Problem } from './model';

/** Hard limits that keep a hostile definition from costing more than a quick refusal. */
export const DEFINITION_LIMITS = {
  maxDepth: 24,
  maxFields: 5_000,
  maxNodes: 400_000,
  maxStringLength: 20_000,
  maxTextBytes: 4_000_000,
} as const;

/**
 * Walks any value without recursion and refuses it at the first limit it breaks, so that deep
 * nesting, huge strings or 100k fields cost milliseconds and never a stack overflow.
 */
export function guardDefinitionSize(input: unknown, limits = DEFINITION_LIMITS): Problem | undefined {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value: input, depth: 0, path: '' }];
  let nodes = 0;
  let fields = 0;
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    nodes += 1;
    if (nodes > limits.maxNodes) {
      return { path, message: `The definition is too large (more than ${limits.maxNodes} values)` };
    }
    if (depth > limits.maxDepth) {
      return { path, message: `The definition is nested too deeply (more than ${limits.maxDepth} levels)` };
    }
    if (typeof value === 'string') {
      if (value.length > limits.maxStringLength) {
        return { path, message: `Text longer than ${limits.maxStringLength} characters (${value.length})` };
      }
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      if (path.endsWith('fields')) {
        fields += value.length;
        if (fields > limits.maxFields) {
          return { path, message: `A definition may have at most ${limits.maxFields} fields` };
        }
      }
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push({ value: value[i], depth: depth + 1, path: join(path, i) });
      continue;
    }
    for (const key of Object.keys(value)) {
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, path: join(path, key) });
    }
  }
  return undefined;
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

/** Parses definition text, refusing oversized input before JSON.parse allocates it. */
export function parseDefinitionText(text: string, limits = DEFINITION_LIMITS): { value: unknown } | { problem: Problem } {
  if (text.length > limits.maxTextBytes) {
    return { problem: { path: '', message: `The definition is larger than ${limits.maxTextBytes} characters` } };
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { problem: { path: '', message: `Not valid JSON: ${reason}` } };
  }
}
