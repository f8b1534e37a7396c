import type { Language } from '../../src/lib/i18n/languages';

/** The e-mails the lifecycle sends (lifecycle.md, "E-mail"). */
export const MAIL_TEMPLATES = ['received', 'team-welcome', 'accepted', 'waitlisted', 'rejected', 'confirmed', 'draft-resume'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** What a template may say; only the recipient's own data, never anyone else's. */
export interface MailVars {
  /** The recipient's name. */
  name: string;
  /** What was applied to, in a sentence: 'the bootcamp', 'the hackathon', a published form's title. */
  applicationLabel: string;
  /** The recipient's private page, /application/{token}. */
  statusLink: string;
  edition?: number;
  teamName?: string;
  /** accepted (bootcamp): the confirmation form, prefilled; and until when. */
  confirmLink?: string;
  confirmDeadline?: string;
  /** accepted (team): the leader confirms for the team from their private page. */
  leader?: boolean;
  /** confirmed: the person's check-in code, also sent as a QR image. */
  checkInCode?: string;
  /** draft-resume: until when the saved answers are kept (statusLink is then the resume link). */
  draftKeptUntil?: string;
  /** The organisers' address from the settings (enqueueMail reads it); the shipped one when absent. */
  contactEmail?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
  /** Set for inline images the HTML part shows with cid:. */
  cid?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export interface MailRenderer {
  /** The message in `language` (English when not given): words, dates and direction. */
  render: (template: MailTemplate, vars: MailVars, language?: Language) => Promise<RenderedMail>;
}
