import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { openDatabase, pgliteDir } from '../db/client';
import { sameStatements, type Query, type RenderedMailFile } from './floor-statements';

/**
 * The floors of `npm run bench:server`, in their own process as the real server is: a bare Fastify (no logger,
 * no hooks) answering the same option-list JSON; a bare parameterised INSERT of the JSON body as a form_responses-shaped row;
 * and the same statements as the server's path for a JSON answer, in one transaction (floor-statements.ts), both through the
 * same driver (PGlite in FLOOR_DATA_DIR, or node-postgres on DATABASE_URL). Not the product.
 */
const optionsBody = readFileSync(process.env.FLOOR_OPTIONS_FILE!, 'utf8');
/** The real answer's own headers (security headers, cache-control), set as constants: the same bytes on the wire. */
const optionsHeaders = JSON.parse(readFileSync(process.env.FLOOR_HEADERS_FILE!, 'utf8')) as Record<string, string>;
/** The server's "received" e-mail for the bench's form, rendered once (its link says TOKEN). */
const mail = JSON.parse(readFileSync(process.env.FLOOR_MAIL_FILE!, 'utf8')) as RenderedMailFile;

// The real table's shape and index (form_responses), under another name.
const CREATE = `
  create table if not exists bench_floor_rows (
    id serial primary key, form_id text not null, form_version integer not null, data jsonb not null,
    ip_address text, submitted_at text, created_at timestamptz not null default now());
  create index if not exists bench_floor_rows_form_idx on bench_floor_rows (form_id);`;
const INSERT = 'insert into bench_floor_rows (form_id, form_version, data, ip_address) values ($1, $2, $3, $4) returning id';

interface Driver {
  query: Query;
  /** `work` in one transaction, on one connection. */
  transaction: <T>(work: (query: Query) => Promise<T>) => Promise<T>;
  exec: (sql: string) => Promise<unknown>;
  close: () => Promise<void>;
}

async function openDriver(): Promise<Driver> {
  // The server's tables, for the same statements (on PostgreSQL the server has made them already).
  const schema = await openDatabase({ dataDir: process.env.FLOOR_DATA_DIR!, databaseUrl: process.env.DATABASE_URL });
  await schema.migrate();
  await schema.close();
  if (process.env.DATABASE_URL) {
    // The real server's pool size.
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    const transaction = async <T>(work: (query: Query) => Promise<T>) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work((text, params) => client.query(text, params));
        await client.query('commit');
        client.release();
        return result;
      } catch (error) {
        // A connection left inside a failed transaction is not given back to the pool.
        client.release(true);
        throw error;
      }
    };
    return { query: (text, params) => pool.query(text, params), transaction, exec: (sql) => pool.query(sql), close: () => pool.end() };
  }
  // The real server's settings (server/db/client.ts).
  const client = await PGlite.create(pgliteDir(process.env.FLOOR_DATA_DIR!), {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  return {
    query: (text, params) => client.query(text, params),
    transaction: (work) => client.transaction((tx) => work((text, params) => tx.query(text, params))),
    exec: (sql) => client.exec(sql),
    close: () => client.close(),
  };
}

const driver = await openDriver();
await driver.exec(CREATE);

const app = Fastify();
app.get('/floor/options', async (_request, reply) => reply.type('application/json; charset=utf-8').send(optionsBody));
app.get('/floor/options-same-headers', async (_request, reply) =>
  reply.headers(optionsHeaders).type('application/json; charset=utf-8').send(optionsBody),
);
app.post<{ Body: { form_id: string } }>('/floor/insert', async (request, reply) => {
  const { rows } = await driver.query(INSERT, [request.body.form_id, 1, JSON.stringify(request.body), request.ip]);
  return reply.code(201).send({ data: { id: rows[0]!.id } });
});
app.post<{ Body: Record<string, unknown> }>('/floor/same-statements', async (request, reply) => {
  const id = await driver.transaction((query) => sameStatements(query, request.body, mail));
  return reply.code(201).send({ data: { id } });
});

const shutdown = async () => {
  await app.close();
  if (process.env.DATABASE_URL) await driver.exec('drop table if exists bench_floor_rows');
  await driver.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
