import { editionSchema, type Edition } from './edition-schema';

// One lazily loaded module per year; a year without a file has no published content yet.
const modules = import.meta.glob<{ default: unknown }>('./content/*.ts');

export class EditionDataError extends Error {}

/** The content of an edition checked by its schema, or null when none is published. */
export async function loadEdition(year: number): Promise<Edition | null> {
  const load = modules[`./content/${year}.ts`];
  if (!load) return null;
  const parsed = editionSchema.safeParse((await load()).default);
  if (!parsed.success) throw new EditionDataError(`The content of the ${year} edition is malformed: ${parsed.error.issues[0]?.message ?? 'unknown problem'}.`);
  if (parsed.data.year !== year) throw new EditionDataError(`The content file of ${year} describes ${parsed.data.year}.`);
  return parsed.data;
}

export const publishedYears = (): number[] =>
  Object.keys(modules)
    .map((path) => Number(/(\d{4})\.ts$/.exec(path)?.[1]))
    .filter(Number.isInteger)
    .sort((a, b) => b - a);
