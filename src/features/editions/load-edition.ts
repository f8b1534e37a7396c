import type { Edition } from './edition-schema';

// One lazily loaded module per year; a year without a file has no published content yet.
// Each file is typed by the schema and parsed by it in edition-data.test.ts, so the browser does not
// download zod to check content that cannot change after the build.
const modules = import.meta.glob<{ default: Edition }>('./content/*.ts');

/** The content of an edition, or null when none is published. */
export async function loadEdition(year: number): Promise<Edition | null> {
  const load = modules[`./content/${year}.ts`];
  return load ? (await load()).default : null;
}

export const publishedYears = (): number[] =>
  Object.keys(modules)
    .map((path) => Number(/(\d{4})\.ts$/.exec(path)?.[1]))
    .filter(Number.isInteger)
    .sort((a, b) => b - a);
