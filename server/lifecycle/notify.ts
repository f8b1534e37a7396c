import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { checkInCodes } from '../db/schema';
import type { Tx } from '../db/tx';
import type { Language } from '../../src/lib/i18n/languages';
import { latestForm } from '../forms/definitions';
import { enqueueMail } from '../mail/enqueue';
import { applicationLabel, NAMELESS, pageLink, storedLanguage } from '../mail/mail-language';
import type { MailTemplate, MailVars } from '../mail/types';
import { readSettings } from '../settings/settings';
import { formOfKind, peopleOf, type Kind, type Person } from './kinds';
import type { Status } from './statuses';
import { issueToken, newCheckInCode } from './tokens';

export interface ApplicationRow {
  id: number;
  kind: Kind;
  recordId: number;
  edition: number | null;
  status: string;
  name: string;
  email: string | null;
  /** The language the applicant used ('en', 'ar'): their e-mails are written in it. */
  language?: string;
  /** Given when the application is opened from a submission: its form's title, so e-mails need not read the definition. */
  formTitle?: string;
}

/** No database here: inside a transaction every read goes through it (PGlite would wait on itself). */
export type MailDeps = Pick<AppDeps, 'mail' | 'publicUrl'>;

/** 'the bootcamp', 'the hackathon', or a published form's title, as e-mails in `language` say it. */
async function labelOf(tx: Tx, kind: Kind, language: Language, formTitle?: string): Promise<string> {
  const formId = formOfKind(kind);
  if (kind === 'bootcamp' || kind === 'hackathon' || formTitle) return applicationLabel(formId, language, formTitle);
  return applicationLabel(formId, language, (await latestForm(tx, formId, language))?.definition.title);
}

/** What a template adds to the variables every e-mail has: the confirmation link and deadline, the check-in code. */
async function templateVars(
  tx: Tx,
  deps: MailDeps,
  application: ApplicationRow,
  template: MailTemplate,
  person: Person,
  token: string,
  language: Language,
): Promise<Partial<MailVars>> {
  if (template === 'accepted' && application.kind === 'bootcamp') {
    const settings = await readSettings(tx);
    const confirmLink = pageLink(deps.publicUrl, `/bootcamp-confirmation?token=${token}`, language);
    return { confirmLink, confirmDeadline: settings.confirmationDeadline };
  }
  if (template === 'confirmed') return { checkInCode: await checkInCodeOf(tx, application.id, person) };
  return {};
}

/**
 * One e-mail of a template to one person of an application, in the application's language, with a fresh
 * private link (tokens are kept hashed, so an old one cannot be read back); answers the outbox row's id.
 */
export async function mailPerson(
  tx: Tx,
  deps: MailDeps,
  application: ApplicationRow,
  template: MailTemplate,
  person: Person & { email: string },
): Promise<number> {
  const token = await issueToken(tx, application.id, person.memberId);
  const language = storedLanguage(application.language);
  const vars: MailVars = {
    applicationLabel: await labelOf(tx, application.kind, language, application.formTitle),
    edition: application.edition ?? undefined,
    teamName: application.kind === 'hackathon' ? application.name : undefined,
    // A published form may not ask for a name.
    name: person.name || NAMELESS[language],
    statusLink: pageLink(deps.publicUrl, `/application/${token}`, language),
    leader: person.leader,
    ...(await templateVars(tx, deps, application, template, person, token, language)),
  };
  return enqueueMail(tx, deps.mail, { template, to: person.email, applicationId: application.id, vars, language });
}

/** The same template to each person of the application who has an address. */
async function mailEach(tx: Tx, deps: MailDeps, application: ApplicationRow, template: MailTemplate) {
  for (const person of await peopleOf(tx, application)) {
    if (person.email) await mailPerson(tx, deps, application, template, { ...person, email: person.email });
  }
}

/** The first e-mail: received (bootcamp, forms), or one welcome per member (teams). */
export function notifySubmitted(tx: Tx, deps: MailDeps, application: ApplicationRow) {
  return mailEach(tx, deps, application, application.kind === 'hackathon' ? 'team-welcome' : 'received');
}

/** The e-mail a status change causes, if any (moving back to submitted says nothing). */
export async function notifyStatus(tx: Tx, deps: MailDeps, application: ApplicationRow, to: Status) {
  if (to === 'accepted' || to === 'waitlisted' || to === 'rejected' || to === 'confirmed') return mailEach(tx, deps, application, to);
}

/** A person's check-in code: the one issued at confirmation, or a new one. */
async function checkInCodeOf(tx: Tx, applicationId: number, person: Person): Promise<string> {
  const [existing] = await tx
    .select({ code: checkInCodes.code })
    .from(checkInCodes)
    .where(
      and(
        eq(checkInCodes.applicationId, applicationId),
        person.memberId === null ? isNull(checkInCodes.memberId) : eq(checkInCodes.memberId, person.memberId),
      ),
    );
  if (existing) return existing.code;
  const code = newCheckInCode();
  await tx.insert(checkInCodes).values({ code, applicationId, memberId: person.memberId, name: person.name });
  return code;
}
