import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import type { Kind } from '../lifecycle/kinds';
import { STATUSES, type Status } from '../lifecycle/statuses';

export const LIST_SORTS = ['submittedAt', '-submittedAt', 'name', '-name', 'status', '-status', 'updatedAt', '-updatedAt'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const MAX_PAGE_SIZE = 200;

export interface ListQuery {
  kind: Kind;
  status?: Status;
  q?: string;
  sort?: ListSort;
  page?: number;
  pageSize?: number;
}

// Statuses sort in the lifecycle's order, not the alphabet's.
const statusOrder = sql`array_position(ARRAY[${sql.join(
  STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}]::text[], ${applications.status})`;

const SORT_KEYS: Record<string, SQL | AnyPgColumn> = {
  submittedAt: applications.createdAt,
  name: sql`lower(${applications.name})`,
  status: statusOrder,
  updatedAt: applications.updatedAt,
};

/** `q` is a literal substring: LIKE's wildcards and its escape character are escaped. */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function orderOf(sort: ListSort) {
  const descending = sort.startsWith('-');
  const direction = descending ? desc : asc;
  // The id breaks ties, so pages never repeat or skip a row.
  return [direction(SORT_KEYS[sort.replace('-', '')]!), direction(applications.id)];
}

/** The list's columns: what the table shows of each application. */
const LIST_COLUMNS = {
  id: applications.recordId,
  kind: applications.kind,
  name: applications.name,
  email: applications.email,
  status: applications.status,
  submittedAt: applications.createdAt,
  updatedAt: applications.updatedAt,
};

/** The applications a filter (kind, status, q) picks, in the sort's order: the list pages it, the CSV export reads it all. */
export function filteredApplications(db: Db, query: Omit<ListQuery, 'page' | 'pageSize'>) {
  const where = whereOf(query);
  const rows = db
    .select(LIST_COLUMNS)
    .from(applications)
    .where(where)
    .orderBy(...orderOf(query.sort ?? '-submittedAt'));
  return {
    rows,
    count: () =>
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(applications)
        .where(where),
  };
}

function whereOf(query: Pick<ListQuery, 'kind' | 'status' | 'q'>) {
  const q = query.q?.trim();
  return and(
    eq(applications.kind, query.kind),
    query.status ? eq(applications.status, query.status) : undefined,
    q ? sql`${applications.search} LIKE ${likePattern(q)} ESCAPE '\\'` : undefined,
  );
}

/** One page of a kind's applications, filtered and sorted in SQL, with the count of the whole filter. */
export async function listApplications(db: Db, query: ListQuery) {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? 50, MAX_PAGE_SIZE);
  const filtered = filteredApplications(db, query);
  const [rows, [count]] = await Promise.all([filtered.rows.limit(pageSize).offset((page - 1) * pageSize), filtered.count()]);
  const data = rows.map((row) => ({ ...row, submittedAt: row.submittedAt.toISOString(), updatedAt: row.updatedAt.toISOString() }));
  return { data, total: Number(count?.total ?? 0), page, pageSize };
}
