import type { Language } from '../../../src/lib/i18n/languages';
import type { MailAttachment, MailVars } from '../types';

/** The main action of a message: the button, also written out as a plain address. */
export interface MailButton {
  label: string;
  url: string;
}

/** A message's words in one language, as Handlebars sources. */
export interface MailWords {
  /** Plain text (no HTML escaping); the renderer folds whitespace so a name cannot add a header line. */
  subject: string;
  /** The body placed in the shared layout (children of an mj-column). */
  mjml: string;
  /** Its own plain-text body, never derived from the HTML. */
  text: string;
}

/** One message: its words in every language the product speaks, and what they need. */
export interface MailTemplateSource {
  words: Record<Language, MailWords>;
  /** Vars the message cannot be written without; rendering fails naming the first one missing. */
  requires?: (keyof MailVars)[];
  /** Where the button leads, and its words; the recipient's private page unless said otherwise. */
  button?: (vars: MailVars, language: Language) => MailButton;
  /** Values the sources use besides the vars (formatted dates and the like). */
  extras?: (vars: MailVars, language: Language) => Record<string, string>;
  attachments?: (vars: MailVars) => Promise<MailAttachment[]>;
}
