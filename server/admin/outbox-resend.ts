import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { outbox } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { lockApplication } from '../lifecycle/change-status';
import { peopleOf } from '../lifecycle/kinds';
import { mailPerson } from '../lifecycle/notify';
import type { Status } from '../lifecycle/statuses';
import { MAIL_TEMPLATES, type MailTemplate } from '../mail/types';

type ResendDeps = Pick<AppDeps, 'db' | 'mail' | 'publicUrl' | 'onMailQueued'>;

/** The statuses in which a decision's e-mail still tells the truth; "received" and "welcome" always do. */
const STILL_TRUE: Partial<Record<MailTemplate, readonly Status[]>> = {
  accepted: ['accepted'],
  waitlisted: ['waitlisted'],
  rejected: ['rejected'],
  // A team's later members still need their codes once the first of them is in.
  confirmed: ['confirmed', 'checked_in'],
};

const isTemplate = (template: string): template is MailTemplate => (MAIL_TEMPLATES as readonly string[]).includes(template);

export interface ResendResult {
  /** The message that will leave: the same one (a failure queued again) or a new one. */
  id: number;
  status: 'queued';
  created: boolean;
}

/**
 * Sends an e-mail again. A failed message is queued again as it was written, its attempts reset; a sent
 * one (whose body is gone, it held a private link) is written afresh from the same template for the same
 * person, with a new private link. Refused with 409: a queued message (it is on its way), a message of no
 * application, and a decision the application has since moved away from (an "accepted" to someone rejected).
 */
export async function resendMessage(deps: ResendDeps, id: number): Promise<ResendResult> {
  const result = await deps.db.transaction(async (tx) => {
    const [message] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
    if (!message) throw notFound('There is no e-mail with this id.');
    if (message.status === 'queued') throw conflict('status', 'This e-mail is queued: it is on its way already.');
    const application = message.applicationId === null ? undefined : await lockApplication(tx, message.applicationId);
    const stillTrue = STILL_TRUE[message.template as MailTemplate];
    if (application && stillTrue && !stillTrue.includes(application.status as Status)) {
      throw conflict('status', `The application is ${application.status.replace('_', ' ')} now, so this e-mail would no longer be true.`);
    }
    if (message.status === 'failed' && (message.textBody !== null || message.htmlBody !== null)) {
      await tx
        .update(outbox)
        .set({ status: 'queued', attempts: 0, lastError: null, lockedUntil: null, nextAttemptAt: sql`now()` })
        .where(eq(outbox.id, id));
      return { id, created: false };
    }
    if (!application || !isTemplate(message.template)) {
      throw conflict('status', 'This e-mail belongs to no application, so it cannot be written again.');
    }
    const address = message.toAddress.toLowerCase();
    const person = (await peopleOf(tx, application)).find((someone) => someone.email?.toLowerCase() === address);
    if (!person?.email) throw conflict('to', 'The person this e-mail went to is no longer part of the application.');
    return { id: await mailPerson(tx, deps, application, message.template, { ...person, email: person.email }), created: true };
  });
  deps.onMailQueued?.();
  return { ...result, status: 'queued' };
}
