import { asc, count, eq, sql } from 'drizzle-orm';
import type { FormDefinition } from '../../src/engine/index';
import type { Db } from '../db/client';
import { applications, bootcampParticipants, formResponses, teams } from '../db/schema';
import type { OptionStore } from '../options/option-store';
import type { Kind } from '../lifecycle/kinds';
import { STATUSES, type Status } from '../lifecycle/statuses';
import { choiceOptions, isChoiceField } from './choice-labels';

/** Where each kind keeps its answers (the row applications.record_id points at). */
const ANSWER_TABLES: Record<string, typeof bootcampParticipants | typeof teams | typeof formResponses> = {
  bootcamp: bootcampParticipants,
  hackathon: teams,
};
const answerTableOf = (kind: Kind) => ANSWER_TABLES[kind] ?? formResponses;

// Days as Cairo counts them: an application at 01:00 Cairo time belongs to that Cairo day.
const cairoDay = sql<string>`to_char(${applications.createdAt} AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD')`;

interface BreakdownRow {
  field: string;
  value: string;
  count: number | string;
}

/** Counts per answer of each choice field in one statement; a multiple choice counts each picked option. */
async function answerCounts(db: Db, kind: Kind, fields: string[]): Promise<BreakdownRow[]> {
  if (fields.length === 0) return [];
  const table = answerTableOf(kind);
  const answer = sql`${table.data} -> picked.field`;
  const result = (await db.execute(sql`
    SELECT picked.field AS field, chosen.value AS value, count(*)::int AS count
    FROM ${applications}
    JOIN ${table} ON ${table.id} = ${applications.recordId}
    CROSS JOIN unnest(ARRAY[${sql.join(
      fields.map((field) => sql`${field}`),
      sql`, `,
    )}]::text[]) AS picked(field)
    CROSS JOIN LATERAL jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(${answer}) = 'array' THEN ${answer} ELSE jsonb_build_array(${answer}) END
    ) AS chosen(value)
    WHERE ${applications.kind} = ${kind} AND chosen.value IS NOT NULL AND chosen.value <> ''
    GROUP BY 1, 2`)) as unknown as { rows: BreakdownRow[] };
  return result.rows;
}

/**
 * GET /admin/stats: counts per status (every status), submissions per Cairo day, and the choice fields' breakdowns,
 * labelled in the language `definition` was checked in.
 */
export async function applicationStats(db: Db, options: OptionStore, kind: Kind, definition: FormDefinition) {
  const fields = definition.fields.filter(isChoiceField);
  const [statusRows, dayRows, answerRows] = await Promise.all([
    db
      .select({ status: applications.status, count: count() })
      .from(applications)
      .where(eq(applications.kind, kind))
      .groupBy(applications.status),
    db
      .select({ day: cairoDay, count: count() })
      .from(applications)
      .where(eq(applications.kind, kind))
      .groupBy(cairoDay)
      .orderBy(asc(cairoDay)),
    answerCounts(
      db,
      kind,
      fields.map((field) => field.name),
    ),
  ]);
  const byStatus = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<Status, number>;
  for (const row of statusRows) byStatus[row.status as Status] = Number(row.count);
  const breakdowns = await Promise.all(
    fields.map(async (field) => {
      const counted = new Map(answerRows.filter((row) => row.field === field.name).map((row) => [row.value, Number(row.count)]));
      const known = await choiceOptions(field, options, definition.language);
      // Every option, zeros included, then any stored answer the options no longer list.
      const counts = known.map((option) => ({ ...option, count: counted.get(option.value) ?? 0 }));
      for (const [value, n] of counted) if (!known.some((option) => option.value === value)) counts.push({ value, label: value, count: n });
      return { field: field.name, label: field.label, counts };
    }),
  );
  return {
    kind,
    total: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    byStatus,
    perDay: dayRows.map((row) => ({ day: row.day, count: Number(row.count) })),
    breakdowns,
  };
}
