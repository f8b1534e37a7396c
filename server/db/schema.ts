import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Every published version of every form definition; the highest version is the live one. */
export const formDefinitions = pgTable(
  'form_definitions',
  {
    id: serial('id').primaryKey(),
    formId: text('form_id').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('form_definitions_form_version_key').on(t.formId, t.version)],
);

/** Items of the public option lists (/challenges, /majors, ...), keyed by list. */
export const optionItems = pgTable(
  'option_items',
  {
    list: text('list').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    title: text('title'),
    description: text('description'),
    kind: text('kind'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.id] })],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bootcampParticipants = pgTable(
  'bootcamp_participants',
  {
    id: serial('id').primaryKey(),
    edition: integer('edition').notNull(),
    formVersion: integer('form_version').notNull(),
    email: text('email').notNull(),
    nationalId: text('national_id').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bootcamp_participants_email_key').on(t.edition, sql`lower(${t.email})`),
    uniqueIndex('bootcamp_participants_national_id_key').on(t.edition, t.nationalId),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    edition: integer('edition').notNull(),
    formVersion: integer('form_version').notNull(),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teams_name_key').on(t.edition, sql`lower(${t.name})`)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    edition: integer('edition').notNull(),
    position: integer('position').notNull(),
    email: text('email').notNull(),
    national: text('national').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [
    uniqueIndex('team_members_email_key').on(t.edition, sql`lower(${t.email})`),
    uniqueIndex('team_members_national_key').on(t.edition, t.national),
    index('team_members_team_idx').on(t.teamId),
  ],
);

export const bootcampConfirmations = pgTable(
  'bootcamp_confirmations',
  {
    id: serial('id').primaryKey(),
    edition: integer('edition').notNull(),
    formVersion: integer('form_version').notNull(),
    email: text('email').notNull(),
    national: text('national').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bootcamp_confirmations_email_key').on(t.edition, sql`lower(${t.email})`),
    uniqueIndex('bootcamp_confirmations_national_key').on(t.edition, t.national),
  ],
);

/** Answers to any other published form (POST /form-response-items). */
export const formResponses = pgTable(
  'form_responses',
  {
    id: serial('id').primaryKey(),
    formId: text('form_id').notNull(),
    formVersion: integer('form_version').notNull(),
    data: jsonb('data').notNull(),
    ipAddress: text('ip_address'),
    submittedAt: text('submitted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('form_responses_form_idx').on(t.formId)],
);

/** Uploaded files; the bytes live in DATA_DIR/uploads under storage_key, never under the web root. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    field: text('field').notNull(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_owner_idx').on(t.ownerKind, t.ownerId)],
);

/** The first answer to a POST carrying an Idempotency-Key, replayed for retries. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export const chatbotTrainingData = pgTable('chatbot_training_data', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
});

export const chatbotReplies = pgTable('chatbot_replies', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  createdAt: createdAt(),
});
