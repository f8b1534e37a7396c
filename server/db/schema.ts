import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /** The bootcamp application it confirms and the seat it took (null for rows older than seats). */
    applicationId: integer('application_id'),
    slotId: integer('slot_id'),
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

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The lifecycle of every stored submission (bootcamp application, team, answer to a published form):
 * one row per submission, beside the row that keeps its answers (`kind` + `record_id`).
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    /** 'bootcamp', 'hackathon' or the id of a published form. */
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    edition: integer('edition'),
    status: text('status').notNull().default('submitted'),
    name: text('name').notNull().default(''),
    email: text('email'),
    /** Lower-cased names, e-mails, national IDs and team name, for the organisers' search. */
    search: text('search').notNull().default(''),
    /** The language the applicant used ('en', 'ar'): every later e-mail is written in it. Metadata, never an answer. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_kind_record_key').on(t.kind, t.recordId),
    index('applications_kind_status_created_idx').on(t.kind, t.status, t.createdAt),
    index('applications_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

/** Every status change, never deleted: from, to, who, when, why. */
export const statusHistory = pgTable(
  'status_history',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('status_history_application_idx').on(t.applicationId, t.id)],
);

/** Private links: the SHA-256 of each random token, per applicant or team member (member_id). */
export const applicantTokens = pgTable(
  'applicant_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    memberId: integer('member_id'),
    createdAt: createdAt(),
  },
  (t) => [index('applicant_tokens_application_idx').on(t.applicationId)],
);

/** One check-in code per confirmed person (a team: one per member). */
export const checkInCodes = pgTable(
  'check_in_codes',
  {
    code: text('code').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    memberId: integer('member_id'),
    name: text('name').notNull(),
    checkedInAt: timestampTz('checked_in_at'),
    checkedInBy: text('checked_in_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('check_in_codes_person_key').on(t.applicationId, sql`coalesce(${t.memberId}, 0)`)],
);

/** Seats of the bootcamp slots (ids of the /slots option list); the database keeps confirmed <= capacity. */
export const slots = pgTable(
  'slots',
  {
    id: integer('id').primaryKey(),
    capacity: integer('capacity').notNull(),
    confirmed: integer('confirmed').notNull().default(0),
  },
  (t) => [check('slots_seats_check', sql`${t.confirmed} >= 0 AND ${t.confirmed} <= ${t.capacity}`)],
);

/**
 * E-mail waiting to leave, written in the transaction of the change that causes it and delivered by
 * the outbox worker. A sent message keeps its envelope only: its body held a private link.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    /** While a worker delivers it; a worker that died lets it go when this passes. */
    lockedUntil: timestampTz('locked_until'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt), index('outbox_application_idx').on(t.applicationId)],
);

/** Named organiser accounts of the console; the bearer token stays for the command line. */
export const organisers = pgTable(
  'organisers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** scrypt, self-describing (server/organisers/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    lastSignInAt: timestampTz('last_sign_in_at'),
  },
  (t) => [
    uniqueIndex('organisers_email_key').on(sql`lower(${t.email})`),
    check('organisers_role_check', sql`${t.role} in ('admin', 'reviewer', 'door')`),
  ],
);

/** Signed-in organisers: the SHA-256 of each random cookie value, so a copy of the table signs no one in. */
export const organiserSessions = pgTable(
  'organiser_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [index('organiser_sessions_expires_idx').on(t.expiresAt), index('organiser_sessions_organiser_idx').on(t.organiserId)],
);

/** Secrets every instance shares (the ALTCHA key, the admin token's SHA-256), written once by the first to start. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** ALTCHA solutions already used, by challenge signature, until their challenge expires: each passes once on any instance. */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [index('captcha_spent_expires_idx').on(t.expiresAt)],
);

/**
 * Answers saved while an application is being filled in (issue 17), reached by a random token kept as its
 * SHA-256 only. `field_times` holds when each answer was last written: two tabs writing different fields keep both.
 */
export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    formId: text('form_id').notNull(),
    step: integer('step').notNull().default(0),
    answers: jsonb('answers').notNull().default({}),
    fieldTimes: jsonb('field_times').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    /** The form's window end plus a grace period, or 30 days after the last save (server/drafts/expiry.ts). */
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [uniqueIndex('drafts_token_hash_key').on(t.tokenHash), index('drafts_expires_idx').on(t.expiresAt)],
);

/** The files of a draft, one per field path ("photo", "members.0.photo"); the bytes live in the storage under storage_key. */
export const draftFiles = pgTable(
  'draft_files',
  {
    id: uuid('id').primaryKey(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('draft_files_draft_field_key').on(t.draftId, t.field), index('draft_files_storage_key_idx').on(t.storageKey)],
);
