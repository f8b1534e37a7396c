import { createHash, randomBytes } from 'node:crypto';

/** A parameterised statement through the floor's driver. */
export type Query = (text: string, params: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

/** The "received" e-mail as the server renders it for the bench's form: the same bytes go into the outbox. */
export interface RenderedMailFile {
  subject: string;
  text: string;
  html: string;
}

// The statements a published form's JSON answer costs in the server (submissions/targets.ts genericTarget,
// lifecycle/open-application.ts, lifecycle/tokens.ts, mail/enqueue.ts), on the real tables, without the code around them.
const ANSWER =
  'insert into form_responses (form_id, form_version, data, ip_address, submitted_at) values ($1, $2, $3, $4, $5) returning id';
const APPLICATION_AND_HISTORY = `
  with opened as (
    insert into applications (kind, record_id, edition, status, name, email, search)
    values ($1, $2, $3, 'submitted', $4, $5, $6) returning id)
  insert into status_history (application_id, from_status, to_status, actor)
  select id, null, 'submitted', 'applicant' from opened returning application_id as id`;
const TOKEN = 'insert into applicant_tokens (token_hash, application_id, member_id) values ($1, $2, null)';
const MAIL = `insert into outbox (application_id, template, to_address, subject, text_body, html_body, attachments)
  values ($1, 'received', $2, $3, $4, $5, '[]') returning id`;

/**
 * The floor that does what the server does for a JSON answer, statement for statement, in one transaction:
 * the answer's row, its application and history row, a private-link token and the e-mail in the outbox.
 * What the server spends beyond it is its own code (validation, drizzle, the rendering, hooks, logging).
 */
export async function sameStatements(query: Query, body: Record<string, unknown>, mail: RenderedMailFile): Promise<number> {
  const email = String(body.email ?? '');
  const [answer] = (await query(ANSWER, [String(body.form_id), 1, JSON.stringify(body), null, null])).rows;
  const name = String(body.name ?? '');
  const [application] = (
    await query(APPLICATION_AND_HISTORY, [String(body.form_id), answer!.id, null, name, email, `${name} ${email}`.toLowerCase()])
  ).rows;
  const token = randomBytes(32).toString('base64url');
  await query(TOKEN, [createHash('sha256').update(token).digest('hex'), application!.id]);
  await query(MAIL, [application!.id, email, mail.subject, mail.text.replace('TOKEN', token), mail.html.replace('TOKEN', token)]);
  return Number(answer!.id);
}
