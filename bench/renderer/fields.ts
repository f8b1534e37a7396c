/** The generated form both sides draw: `count` required text fields of at least 3 characters, in one step. */

export const MIN_LENGTH = 3;

const names = (count: number) => Array.from({ length: count }, (_, index) => `f${index}`);
const labelOf = (name: string) => `Field ${Number(name.slice(1)) + 1}`;

/** The field a keystroke goes to: the middle one, so neither end of the form is favoured. */
export const middleIndex = (count: number) => Math.floor(count / 2);

/** Our definition format, as written; checkDefinition turns it into a FormDefinition. */
export function benchDefinition(count: number): unknown {
  const fields = names(count).map((name) => ({
    name,
    label: labelOf(name),
    type: 'text',
    validation: { required: true, minLength: MIN_LENGTH },
  }));
  return { id: `bench-${count}`, title: `${count} text fields`, steps: [{ title: 'All fields', fields }] };
}

/** The same answers as JSON Schema for react-jsonschema-form. */
export function benchJsonSchema(count: number) {
  const all = names(count);
  return {
    type: 'object' as const,
    title: `${count} text fields`,
    required: all,
    properties: Object.fromEntries(all.map((name) => [name, { type: 'string' as const, title: labelOf(name), minLength: MIN_LENGTH }])),
  };
}
