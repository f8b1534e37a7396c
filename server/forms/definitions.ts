import { desc, eq, sql } from 'drizzle-orm';
import { checkDefinition, compileDefinition, type CompiledForm, type FormDefinition, type Problem } from '../../src/engine/index';
import { SOURCE_LANGUAGE, type Language } from '../../src/lib/i18n/languages';
import { linearPatterns } from '../../src/lib/linear-patterns';
import type { Db } from '../db/client';
import { formDefinitions } from '../db/schema';
import { ttlCache } from '../db/ttl-cache';
import { ApiError } from '../http/errors';
import { embeddedForms, nestingProblems } from './embedded-forms';
import type { FormFile } from './files';

export interface PublishedForm {
  formId: string;
  version: number;
  /** The definition as written (what GET /form-steps answers): texts in every language it has. */
  raw: Record<string, unknown>;
  /** Checked, its texts and messages in `language`. */
  definition: FormDefinition;
  language: Language;
}

type StoredVersion = Omit<PublishedForm, 'definition' | 'language'>;

async function knownFormIds(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ formId: formDefinitions.formId }).from(formDefinitions);
  return rows.map((row) => row.formId);
}

const live = ttlCache<StoredVersion | undefined>(2_000);

/** The live (highest) version of a form, checked, in `language` (English by default); undefined for an unknown id. */
export async function latestForm(db: Db, formId: string, language: Language = SOURCE_LANGUAGE): Promise<PublishedForm | undefined> {
  const stored = await live.get(db, formId, () => readLatestVersion(db, formId));
  if (!stored) return undefined;
  return { ...stored, definition: checkedCache(stored, language), language };
}

/** The live version of a form as GET /form-steps/{id} answers it (and pages drawn on the server carry it), or undefined. */
export async function publicDefinition(db: Db, formId: string): Promise<Record<string, unknown> | undefined> {
  const form = await latestForm(db, formId);
  if (!form) return undefined;
  const { $schema: _schema, ...raw } = form.raw;
  return { ...raw, id: form.formId, version: form.version };
}

/** Those of the forms that exist, by id (for the pages drawn on the server). */
export async function publicDefinitions(db: Db, formIds: readonly string[]): Promise<Record<string, unknown>> {
  const found = await Promise.all(formIds.map(async (formId) => [formId, await publicDefinition(db, formId)] as const));
  return Object.fromEntries(found.filter(([, definition]) => definition !== undefined));
}

async function readLatestVersion(db: Db, formId: string): Promise<StoredVersion | undefined> {
  const [row] = await db
    .select({ version: formDefinitions.version, definition: formDefinitions.definition })
    .from(formDefinitions)
    .where(eq(formDefinitions.formId, formId))
    .orderBy(desc(formDefinitions.version))
    .limit(1);
  if (!row) return undefined;
  const stored = { formId, version: row.version, raw: row.definition as Record<string, unknown> };
  // Checked on reading, in the source language: a version the checks refuse answers 503 whatever the language asked.
  checkedCache(stored, SOURCE_LANGUAGE);
  return stored;
}

// One checked definition per (form, version, language), made the first time that language asks for it.
const checked = new Map<string, FormDefinition>();
function checkedCache({ formId, version, raw }: StoredVersion, language: Language): FormDefinition {
  const key = `${formId}@${version}:${language}`;
  let definition = checked.get(key);
  if (!definition) {
    const result = checkDefinition(raw, { patterns: linearPatterns, language });
    // Only checked definitions are ever stored: the engine changed under this one (e.g. a lookahead
    // pattern before patterns ran on re2js). Say so rather than fail; organisers republish it.
    if (!result.ok)
      throw new ApiError(503, 'This form is being updated by the organisers; please try again later.', undefined, { 'retry-after': '300' });
    definition = { ...result.definition, id: formId, version };
    checked.set(key, definition);
  }
  return definition;
}

export interface ReadyForm {
  form: PublishedForm;
  compiled: CompiledForm;
  /** The forms its components embed, by id, in the same language. */
  forms: Record<string, FormDefinition>;
}

const compiledCache = new Map<string, CompiledForm>();

/**
 * Compiles a form with the live versions of the forms its components embed (the member rows), all in the
 * form's language: one compiled form per (versions, language), so its 422 messages are in that language.
 */
export async function compiledForm(db: Db, form: PublishedForm): Promise<ReadyForm> {
  const embedded = [...new Set(embeddedForms(form.definition.fields).map((embedding) => embedding.formId))];
  const forms: Record<string, FormDefinition> = {};
  for (const id of embedded) {
    const row = await latestForm(db, id, form.language);
    if (row) forms[id] = row.definition;
  }
  const versions = [`${form.formId}@${form.version}`, ...Object.values(forms).map((f) => `${f.id}@${f.version}`)];
  const key = `${versions.join(',')}:${form.language}`;
  let compiled = compiledCache.get(key);
  if (!compiled) {
    compiled = compileDefinition(form.definition, { forms, patterns: linearPatterns });
    compiledCache.set(key, compiled);
  }
  return { form, compiled, forms };
}

export type PublishResult = { ok: true; version: number } | { ok: false; problems: Problem[] };

/** Checks and stores a new version; an invalid definition changes nothing. */
export async function publishDefinition(db: Db, formId: string, input: unknown): Promise<PublishResult> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problems: [{ path: '', message: 'A definition is a JSON object' }] };
  }
  const raw: Record<string, unknown> = { ...(input as Record<string, unknown>), id: formId };
  delete raw.$schema;
  delete raw.version;
  const known = await knownFormIds(db);
  const result = checkDefinition(raw, { knownForms: [...new Set([...known, formId])], patterns: linearPatterns });
  if (!result.ok) return result;
  const liveForms = new Map<string, FormDefinition>();
  for (const id of known) {
    const published = await latestForm(db, id);
    if (published) liveForms.set(id, published.definition);
  }
  const nesting = nestingProblems(formId, result.definition, liveForms);
  if (nesting.length > 0) return { ok: false, problems: nesting };
  // The unique (form_id, version) index makes two concurrent publishes take distinct versions or fail.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [{ next } = { next: 1 }] = await db
        .select({ next: sql<number>`coalesce(max(${formDefinitions.version}), 0)::int + 1` })
        .from(formDefinitions)
        .where(eq(formDefinitions.formId, formId));
      await db.insert(formDefinitions).values({ formId, version: next, definition: raw });
      live.clear(db);
      return { ok: true, version: next };
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * Publishes forms/ definitions as version 1 where a form has no version yet. A built-in form that
 * fails the checks stops the start; a sample or example that fails is skipped with a warning.
 */
export async function publishMissingDefinitions(db: Db, files: FormFile[]): Promise<void> {
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.id)) continue;
    seen.add(file.id);
    const [exists] = await db
      .select({ version: formDefinitions.version })
      .from(formDefinitions)
      .where(eq(formDefinitions.formId, file.id))
      .limit(1);
    if (exists) continue;
    const raw: Record<string, unknown> = { ...file.raw, id: file.id };
    delete raw.$schema;
    const result = checkDefinition(raw, { patterns: linearPatterns });
    if (!result.ok) {
      const message = `${file.path} does not pass the checks: ${result.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`;
      if (file.builtIn) throw new Error(message);
      console.warn(`Not published: ${message}`);
      continue;
    }
    await db.insert(formDefinitions).values({ formId: file.id, version: 1, definition: raw }).onConflictDoNothing();
  }
}
