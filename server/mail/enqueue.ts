import type { Language } from '../../src/lib/i18n/languages';
import { outbox } from '../db/schema';
import type { Tx } from '../db/tx';
import { readSettings } from '../settings/settings';
import type { MailRenderer, MailTemplate, MailVars } from './types';

export interface OutgoingMail {
  template: MailTemplate;
  to: string;
  applicationId: number | null;
  vars: MailVars;
  /** The language the message is written in; English when not given. */
  language?: Language;
}

/**
 * Writes a message to the outbox inside the caller's transaction: it leaves only if the change that
 * caused it commits, and the outbox worker delivers it. Answers the message's id.
 * The contact address is the settings' at this moment, read through the transaction.
 */
export async function enqueueMail(tx: Tx, renderer: MailRenderer, mail: OutgoingMail): Promise<number> {
  const { contactEmail } = await readSettings(tx);
  const rendered = await renderer.render(mail.template, { contactEmail, ...mail.vars }, mail.language);
  const [row] = await tx
    .insert(outbox)
    .values({
      applicationId: mail.applicationId,
      template: mail.template,
      toAddress: mail.to,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      attachments: rendered.attachments,
    })
    .returning({ id: outbox.id });
  return row!.id;
}
