import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { definitionJsonSchema } from '../src/engine/organiser';

/** The JSON Schema file as it should read: generated from the engine's zod schema. */
export function renderDefinitionJsonSchema(): string {
  return `${JSON.stringify(definitionJsonSchema(), null, 2)}\n`;
}

export const SCHEMA_PATH = fileURLToPath(new URL('../schemas/form-definition.schema.json', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SCHEMA_PATH, renderDefinitionJsonSchema());
  console.log(`Wrote ${SCHEMA_PATH}`);
}
