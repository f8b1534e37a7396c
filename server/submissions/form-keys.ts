import { badRequest } from '../http/errors';

type Node = Record<string, unknown> | unknown[];

const MAX_INDEX = 99;
const MAX_DEPTH = 4;

/** "members[0][name]" → ["members", "0", "name"]; "skills[]" → ["skills", ""]. */
export function parseKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw badRequest('A form field name is malformed.');
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  const path = [match[1]!, ...rest];
  if (path.length > MAX_DEPTH) throw badRequest('A form field name is nested too deeply.');
  return path;
}

const isIndex = (key: string) => /^\d+$/.test(key);

/** Objects without a prototype: a "__proto__" key stays a plain key, refused later as unknown. */
const newObject = () => Object.create(null) as Record<string, unknown>;

function child(node: Node, key: string, next: string): Node {
  const holder = node as Record<string, unknown>;
  const existing = holder[key];
  if (existing === undefined) {
    const created: Node = next === '' || isIndex(next) ? [] : newObject();
    holder[key] = created;
    return created;
  }
  if (typeof existing !== 'object' || existing === null) throw badRequest('Form field names conflict.');
  return existing as Node;
}

/** Puts a form value at its path; repeated keys collect into a list (multiselect answers). */
export function assign(root: Record<string, unknown>, path: string[], value: unknown): void {
  let node: Node = root;
  for (let i = 0; i < path.length - 1; i += 1) {
    const key = path[i]!;
    if (Array.isArray(node) && (!isIndex(key) || Number(key) > MAX_INDEX)) throw badRequest('A list index in a field name is invalid.');
    node = child(node, key, path[i + 1]!);
  }
  const last = path[path.length - 1]!;
  if (last === '') {
    if (!Array.isArray(node)) throw badRequest('Form field names conflict.');
    node.push(value);
    return;
  }
  if (Array.isArray(node) && (!isIndex(last) || Number(last) > MAX_INDEX)) throw badRequest('A list index in a field name is invalid.');
  const holder = node as Record<string, unknown>;
  const existing = holder[last];
  if (existing === undefined) holder[last] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else holder[last] = [existing, value];
}

/** Lists built from indexed keys may have holes: each becomes undefined, a missing row the engine refuses. */
export function compactLists(value: unknown): unknown {
  if (Array.isArray(value)) return Array.from(value, (item) => compactLists(item));
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === null) {
    const node = value as Record<string, unknown>;
    for (const key of Object.keys(node)) node[key] = compactLists(node[key]);
  }
  return value;
}
