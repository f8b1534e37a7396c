import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { localize, localTextSchema, SOURCE_LANGUAGE, type Language } from '../../src/engine/index';
import type { Db } from '../db/client';
import { formDefinitions } from '../db/schema';
import { notFound } from '../http/errors';

export interface PublishedVersion {
  version: number;
  publishedAt: string;
}

export interface FormVersions {
  formId: string;
  /** The live version's title, in the language asked for. */
  title: string;
  /** The live (highest) version. */
  version: number;
  publishedAt: string;
  /** Every version, newest first. */
  versions: PublishedVersion[];
}

/** A title as written (a string or { en, ar }) in a language; anything else, none. */
function titleIn(written: unknown, language: Language): string | undefined {
  const title = localTextSchema.safeParse(written);
  return title.success ? localize(title.data, language) || undefined : undefined;
}

/**
 * Every published form with its versions, by id, titled in `language`; the definitions themselves stay in the
 * database (only titles are read).
 */
export async function listFormVersions(db: Db, language: Language = SOURCE_LANGUAGE): Promise<FormVersions[]> {
  const rows = await db
    .select({
      formId: formDefinitions.formId,
      version: formDefinitions.version,
      // As written: a string, or the title by language.
      title: sql<unknown>`${formDefinitions.definition}->'title'`,
      createdAt: formDefinitions.createdAt,
    })
    .from(formDefinitions)
    .orderBy(asc(formDefinitions.formId), desc(formDefinitions.version));
  const forms = new Map<string, FormVersions>();
  for (const row of rows) {
    const publishedAt = row.createdAt.toISOString();
    const form = forms.get(row.formId);
    if (form) {
      form.versions.push({ version: row.version, publishedAt });
      continue;
    }
    // Newest first: the first row of a form is its live version.
    const live = { version: row.version, publishedAt };
    forms.set(row.formId, { formId: row.formId, title: titleIn(row.title, language) ?? row.formId, ...live, versions: [live] });
  }
  return [...forms.values()];
}

/** One version of a form as it was published (the definition as written); 404 when there is no such version. */
export async function formVersion(db: Db, formId: string, version: number) {
  const [row] = await db
    .select({ definition: formDefinitions.definition, createdAt: formDefinitions.createdAt })
    .from(formDefinitions)
    .where(and(eq(formDefinitions.formId, formId), eq(formDefinitions.version, version)));
  if (!row) throw notFound('There is no such version of this form.');
  return { data: row.definition as Record<string, unknown>, version, publishedAt: row.createdAt.toISOString() };
}
