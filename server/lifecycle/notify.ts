import type { AppDeps } from '../deps';
import { checkInCodes } from '../db/schema';
import type { Tx } from '../db/tx';
import { latestForm } from '../forms/definitions';
import { enqueueMail } from '../mail/enqueue';
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
}

/** No database here: inside a transaction every read goes through it (PGlite would wait on itself). */
export type MailDeps = Pick<AppDeps, 'mail' | 'publicUrl'>;

/** 'the bootcamp', 'the hackathon', or a published form's title, as e-mails say it. */
async function applicationLabel(tx: Tx, kind: Kind): Promise<string> {
  if (kind === 'bootcamp') return 'the bootcamp';
  if (kind === 'hackathon') return 'the hackathon';
  return (await latestForm(tx, formOfKind(kind)))?.definition.title ?? kind;
}

/** Each person gets a fresh private link in each e-mail: tokens are kept hashed, so an old one cannot be read back. */
async function mailEach(
  tx: Tx,
  deps: MailDeps,
  application: ApplicationRow,
  template: MailTemplate,
  extra: (person: Person, token: string) => Promise<Partial<MailVars>> | Partial<MailVars> = () => ({}),
) {
  const people = await peopleOf(tx, application);
  const base = {
    applicationLabel: await applicationLabel(tx, application.kind),
    edition: application.edition ?? undefined,
    teamName: application.kind === 'hackathon' ? application.name : undefined,
  };
  for (const person of people) {
    if (!person.email) continue;
    const token = await issueToken(tx, application.id, person.memberId);
    // A published form may not ask for a name.
    const vars: MailVars = { ...base, name: person.name || 'applicant', statusLink: `${deps.publicUrl}/application/${token}`, leader: person.leader, ...(await extra(person, token)) };
    await enqueueMail(tx, deps.mail, { template, to: person.email, applicationId: application.id, vars });
  }
}

/** The first e-mail: received (bootcamp, forms), or one welcome per member (teams). */
export function notifySubmitted(tx: Tx, deps: MailDeps, application: ApplicationRow) {
  return mailEach(tx, deps, application, application.kind === 'hackathon' ? 'team-welcome' : 'received');
}

/** The e-mail a status change causes, if any (moving back to submitted says nothing). */
export async function notifyStatus(tx: Tx, deps: MailDeps, application: ApplicationRow, to: Status) {
  if (to === 'waitlisted' || to === 'rejected') return mailEach(tx, deps, application, to);
  if (to === 'accepted') {
    const settings = await readSettings(tx);
    return mailEach(tx, deps, application, 'accepted', (_person, token) =>
      application.kind === 'bootcamp' ? { confirmLink: `${deps.publicUrl}/bootcamp-confirmation?token=${token}`, confirmDeadline: settings.confirmationDeadline } : {},
    );
  }
  if (to === 'confirmed') {
    return mailEach(tx, deps, application, 'confirmed', async (person) => ({ checkInCode: await issueCheckInCode(tx, application.id, person) }));
  }
}

async function issueCheckInCode(tx: Tx, applicationId: number, person: Person): Promise<string> {
  const code = newCheckInCode();
  await tx.insert(checkInCodes).values({ code, applicationId, memberId: person.memberId, name: person.name });
  return code;
}
