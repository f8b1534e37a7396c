import { z } from 'zod';
import { definitionSchema } from './definition-schema';

/** The JSON Schema of the definition format, for editors to autocomplete and check forms/*.json. */
export function definitionJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(definitionSchema, { target: 'draft-7', io: 'input' }) as Record<string, unknown>;
}
