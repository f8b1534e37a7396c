import { SOURCE_LANGUAGE, type FieldDef, type Language } from '../../src/engine/index';
import type { AppDeps } from '../deps';
import { compiledForm, latestForm } from '../forms/definitions';
import { formOfKind } from '../lifecycle/kinds';
import { answersOf } from './application-answers';
import { filteredApplications, type ListQuery } from './application-list';
import { csvLine } from './csv';
import { answerColumns, LABEL_HEADERS, rowFieldsOf } from './export';
import { ownHeading } from './export-language';

export type ExportQuery = Omit<ListQuery, 'page' | 'pageSize'>;

/** Answers are read this many applications at a time, so the whole table's answers are never in memory at once. */
const CHUNK_SIZE = 500;

const chunksOf = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** "bootcamp-accepted-2025-09-10.csv": the kind, the status filter and the day in Cairo. */
export function exportFileName(query: Pick<ExportQuery, 'kind' | 'status'>, now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `${query.kind}-${query.status ?? 'all'}-${day}.csv`;
}

/**
 * The CSV of exactly what the organisers' list shows for a filter, every page of it: id, name, e-mail,
 * status and time, then every answer headed and labelled as in the live form (in `language`, English by default), files as links to
 * `mediaUrl`. The filter's rows are read first, so the CSV is one moment's view; their answers follow
 * in chunks as the lines are written. A kind without a published form is refused before anything is sent.
 */
export async function applicationsCsv(
  deps: Pick<AppDeps, 'db' | 'options'>,
  query: ExportQuery,
  mediaUrl: (id: string) => string,
  { language = SOURCE_LANGUAGE, chunkSize = CHUNK_SIZE }: { language?: Language; chunkSize?: number } = {},
): Promise<AsyncIterable<string>> {
  const { db } = deps;
  const form = await latestForm(db, formOfKind(query.kind), language);
  if (!form) throw new Error(`No published form for ${query.kind}`);
  const { compiled, forms } = await compiledForm(db, form);
  const rows = await filteredApplications(db, query).rows;
  const chunks = chunksOf(rows, chunkSize);

  // Rows (team members, repeatable groups) spread over as many columns as the longest answer needs.
  const rowCounts = new Map<string, number>();
  const listFields = rowFieldsOf(compiled.definition, forms).map(({ field }) => field.name);
  if (listFields.length > 0) {
    for (const chunk of chunks) {
      for (const data of (
        await answersOf(
          db,
          query.kind,
          chunk.map((row) => row.id),
        )
      ).values()) {
        for (const name of listFields) {
          const answer = data[name];
          rowCounts.set(name, Math.max(rowCounts.get(name) ?? 0, Array.isArray(answer) ? answer.length : 0));
        }
      }
    }
  }
  const rowCount = (field: FieldDef) => rowCounts.get(field.name) ?? 0;
  const answers = await answerColumns(compiled.definition, forms, { options: deps.options, mediaUrl, rowCount, headers: LABEL_HEADERS });

  return (async function* lines() {
    // A byte order mark so spreadsheet programs read the Arabic names as UTF-8.
    const own = (['id', 'name', 'email', 'status', 'submittedAt'] as const).map((column) => ownHeading(column, language));
    yield `\uFEFF${csvLine([...own, ...answers.map((column) => column.header)])}`;
    for (const chunk of chunks) {
      const answersById = await answersOf(
        db,
        query.kind,
        chunk.map((row) => row.id),
      );
      let text = '';
      for (const row of chunk) {
        const data = answersById.get(row.id) ?? {};
        const listed = [row.id, row.name, row.email, row.status, row.submittedAt.toISOString()];
        text += csvLine([...listed, ...answers.map((column) => column.value(data))]);
      }
      yield text;
    }
  })();
}
