import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { DEFAULT_SETTINGS, writeSettings } from '../settings/settings';
import { openTestDatabase, type TestDatabase } from '../test-support/test-db';
import { enqueueMail } from './enqueue';
import { createMailRenderer } from './renderer';

const renderer = await createMailRenderer();
let testDb: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDb = await openTestDatabase();
  db = testDb.database.db;
});
afterAll(() => testDb.close());

const vars = { name: 'Omar', applicationLabel: 'the bootcamp', statusLink: 'https://apply.example.test/application/tok', edition: 2025 };

it('signs every e-mail with the contact address of the settings at the moment it is queued', async () => {
  await writeSettings(db, { ...DEFAULT_SETTINGS, contactEmail: 'hello@cairo-hackathon.example' });
  const mail = { template: 'received' as const, to: 'omar@example.com', applicationId: null, vars };
  const id = await db.transaction((tx) => enqueueMail(tx, renderer, mail));
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  expect(row!.textBody).toContain('Write to hello@cairo-hackathon.example.');
  expect(row!.htmlBody).toContain('mailto:hello@cairo-hackathon.example');
  expect(row!.textBody).not.toContain(DEFAULT_SETTINGS.contactEmail);
});
