import type { MailAttachment, MailVars } from '../types';

/** The main action of a message: the button, also written out as a plain address. */
export interface MailButton {
  label: string;
  url: string;
}

/**
 * One message, as Handlebars sources. `mjml` is the body placed in the shared layout (children of an
 * mj-column); `text` is its own plain-text body, never derived from the HTML.
 */
export interface MailTemplateSource {
  /** Plain text (no HTML escaping); the renderer folds whitespace so a name cannot add a header line. */
  subject: string;
  mjml: string;
  text: string;
  /** Vars the message cannot be written without; rendering fails naming the first one missing. */
  requires?: (keyof MailVars)[];
  /** Where the button leads; the recipient's private page unless said otherwise. */
  button?: (vars: MailVars) => MailButton;
  /** Values the sources use besides the vars (formatted dates and the like). */
  extras?: (vars: MailVars) => Record<string, string>;
  attachments?: (vars: MailVars) => Promise<MailAttachment[]>;
}
