import { resolveRef, type JsonSchema, type OpenApiDocument } from './openapi-types';

/** Patterns longer than this are named, not quoted: a 400-character date regex helps nobody reading a table. */
const LONG_PATTERN = 60;
/** Body fields are listed to this depth (`bootcamp.openBootcampDate`, `messages[].role`); deeper ones stay in openapi.json. */
const FIELD_DEPTH = 3;
/** Response shapes are drawn to this depth. */
const SHAPE_DEPTH = 3;

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  notes: string;
}

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** Text from the description as Markdown shows it: `members[<i>]` outside code would open an HTML tag. */
export const prose = (text: string) =>
  text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/</g, '&lt;')))
    .join('');

/** A table cell: one line, pipes escaped. */
export const cell = (text: string) => prose(text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|'));

/** "string", "integer[]", "`FormDefinition.Step`[]", "string or file", "one of `a`, `b`". */
export function typeText(schema: JsonSchema): string {
  if (schema.$ref) return code(refName(schema.$ref));
  if (schema.const !== undefined) return code(schema.const);
  if (schema.enum) return `one of ${schema.enum.map(code).join(', ')}`;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map(typeText))].join(' or ');
  if (schema.format === 'binary') return 'file';
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return 'any';
  return types
    .map((type) => {
      if (type === 'array') return schema.items ? `${typeText(schema.items)}[]` : 'array';
      return schema.format && type === 'string' ? `string (${schema.format})` : type;
    })
    .join(' or ');
}

/** zod's integers carry the safe-integer bounds: no limit worth reading. */
const bound = (value: number | undefined) => (value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value);
const counted = (n: number, unit: string) => (unit === '' ? `${n}` : `${n} ${n === 1 ? unit : `${unit}s`}`);

const range = (lowest: number | undefined, highest: number | undefined, unit: string) => {
  const [low, high] = [bound(lowest), bound(highest)];
  if (low !== undefined && high !== undefined) return `${low} to ${counted(high, unit)}`;
  if (low !== undefined) return `at least ${counted(low, unit)}`;
  return high !== undefined ? `at most ${counted(high, unit)}` : undefined;
};

/** A format (`email`, `date-time`) already says what its pattern checks. */
function patternText(schema: JsonSchema): string | undefined {
  if (schema.pattern === undefined || schema.format !== undefined) return undefined;
  return schema.pattern.length > LONG_PATTERN ? 'matches a long pattern (see openapi.json)' : `matches ${code(schema.pattern)}`;
}

/** The limits a value must keep, in words: "1 to 4000 characters", "default `50`". */
export function constraintText(schema: JsonSchema): string {
  const parts = [
    range(schema.minLength, schema.maxLength, 'character'),
    range(schema.minimum, schema.maximum, ''),
    range(schema.minItems, schema.maxItems, 'item'),
    schema.maxProperties !== undefined ? `at most ${schema.maxProperties} keys` : undefined,
    patternText(schema),
    schema.default !== undefined ? `default ${code(schema.default)}` : undefined,
  ];
  return parts.filter((part) => part !== undefined).join(', ');
}

/** A description, then the limits: "The id the submission endpoint answered; 1 to 2147483647". */
export const notesOf = (schema: JsonSchema, description = schema.description) =>
  [description?.replace(/\.$/, ''), constraintText(schema)].filter(Boolean).join('; ');

/** "keys", or "keys of `answers`" below the top. */
const keysOf = (noun: 'key' | 'keys', prefix: string) => (prefix ? `${noun} of ${code(prefix.slice(0, -1))}` : noun);

/** The fields of a body, flattened: nested objects as `a.b`, lists of objects as `a[].b`, other keys as a row of their own. */
export function fieldRows(document: OpenApiDocument, root: JsonSchema, prefix = '', depth = 1): FieldRow[] {
  const schema = resolveRef(document, root);
  const rows: FieldRow[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const resolved = resolveRef(document, property);
    rows.push({ name: code(path), type: typeText(property), required: schema.required?.includes(name) ?? false, notes: notesOf(resolved) });
    if (depth >= FIELD_DEPTH) continue;
    if (resolved.properties && !property.$ref) rows.push(...fieldRows(document, resolved, `${path}.`, depth + 1));
    const items = resolved.items && resolveRef(document, resolved.items);
    if (items?.properties && !resolved.items?.$ref) rows.push(...fieldRows(document, items, `${path}[].`, depth + 1));
  }
  for (const [pattern, property] of Object.entries(schema.patternProperties ?? {})) {
    rows.push({
      name: `${keysOf('keys', prefix)} matching ${code(pattern)}`,
      type: typeText(property),
      required: false,
      notes: notesOf(property),
    });
  }
  if (typeof schema.additionalProperties === 'object') {
    const property = schema.additionalProperties;
    rows.push({ name: `any other ${keysOf('key', prefix)}`, type: typeText(property), required: false, notes: notesOf(property) });
  }
  return rows;
}

/** A response body drawn as its keys: `{ data: [{ id, name }], total }`. */
export function shapeText(document: OpenApiDocument, root: JsonSchema, depth = 1): string {
  const schema = resolveRef(document, root);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === 'array' && schema.items) return `[${shapeText(document, schema.items, depth)}]`;
  const keys = Object.entries(schema.properties ?? {});
  if (keys.length === 0) return root.$ref ? refName(root.$ref) : typeText(schema);
  if (depth > SHAPE_DEPTH) return '{…}';
  const nested = (property: JsonSchema) => {
    const resolved = resolveRef(document, property);
    return resolved.properties || resolved.items || resolved.const !== undefined;
  };
  const entries = keys.map(([name, property]) => (nested(property) ? `${name}: ${shapeText(document, property, depth + 1)}` : name));
  return `{ ${entries.join(', ')} }`;
}
