import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

const template = inject('dbTemplate');

describe.runIf(template.kind === 'postgres')(
  'PostgreSQL ending connections in the middle of a transaction (needs DATABASE_URL; skipped on PGlite)',
  () => {
    let t: TestApp;
    let url: string;
    beforeAll(async () => {
      t = await createTestApp();
      const { rows } = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
      const parsed = new URL(template.kind === 'postgres' ? template.url : '');
      parsed.pathname = `/${rows[0]!.name}`;
      url = parsed.toString();
    });
    afterAll(() => t.close());

    const reply = (question: string) => t.app.inject({ method: 'POST', url: `/api/v1/chatbot-replies?question=${question}&answer=Yes` });

    it('answers 503 with Retry-After to the request it was serving, keeps the process up and serves the next one', async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        // The app's insert, inside its transaction, waits behind this lock until its connection is ended (as PostgreSQL stopping does).
        await admin.query('begin; lock table chatbot_replies in access exclusive mode');
        const inFlight = reply('Is it on?');
        for (;;) {
          const { rows } = await admin.query(
            `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
          );
          if (rows.length > 0) {
            await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const answer = await inFlight;
        expect([answer.statusCode, answer.headers['retry-after'], answer.json().message]).toEqual([
          503,
          '30',
          expect.stringContaining('please try again'),
        ]);
        await admin.query('rollback');
      } finally {
        await admin.end();
      }
      expect((await reply('Still there?')).statusCode).toBe(201);
      expect((await t.app.inject({ url: '/api/v1/ready' })).statusCode).toBe(200);
    });
  },
);
