import Handlebars from 'handlebars';
import { EVENT_NAME } from '../assistants/event-facts';
import { DEFAULT_EVENT } from '../../src/lib/event/default-event';
import { DIRECTIONS, LANGUAGES, SOURCE_LANGUAGE, type Language } from '../../src/lib/i18n/languages';
import { accepted } from './templates/accepted';
import { confirmed } from './templates/confirmed';
import { draftResume } from './templates/draft-resume';
import { htmlLayout, OPEN_APPLICATION_PAGE, textLayout } from './templates/layout';
import { received } from './templates/received';
import { rejected } from './templates/rejected';
import { teamWelcome } from './templates/team-welcome';
import type { MailButton, MailTemplateSource } from './templates/template-source';
import { waitlisted } from './templates/waitlisted';
import { MAIL_TEMPLATES, type MailRenderer, type MailTemplate, type MailVars, type RenderedMail } from './types';

const SOURCES = {
  received,
  'team-welcome': teamWelcome,
  accepted,
  waitlisted,
  rejected,
  confirmed,
  'draft-resume': draftResume,
} satisfies Record<MailTemplate, MailTemplateSource>;

interface CompiledTemplate {
  source: MailTemplateSource;
  subject: HandlebarsTemplateDelegate;
  html: HandlebarsTemplateDelegate;
  text: HandlebarsTemplateDelegate;
}

const keyOf = (name: MailTemplate, language: Language) => `${name}:${language}`;

// A private instance: nobody else's helpers or partials reach the messages.
const handlebars = Handlebars.create();

/** MJML -> HTML once per template and language, Handlebars placeholders kept for each message. */
async function compileHtml(name: MailTemplate, language: Language, mjmlBody: string): Promise<HandlebarsTemplateDelegate> {
  // Loaded on first use: mjml is large, and only the renderer needs it.
  const { default: mjml2html } = await import('mjml');
  try {
    const { html } = await mjml2html(htmlLayout(mjmlBody, language), { validationLevel: 'strict', keepComments: false, fonts: {} });
    return handlebars.compile(html);
  } catch (error) {
    throw new Error(`Mail template '${name}' (${language}) does not compile: ${(error as Error).message}`, { cause: error });
  }
}

async function compileTemplate(name: MailTemplate, language: Language): Promise<CompiledTemplate> {
  const source = SOURCES[name];
  const words = source.words[language];
  return {
    source,
    // Subject and text are not HTML: escaping would show "&amp;" to the reader.
    subject: handlebars.compile(words.subject, { noEscape: true }),
    html: await compileHtml(name, language, words.mjml),
    text: handlebars.compile(textLayout(words.text, language), { noEscape: true }),
  };
}

let compiled: Promise<Map<string, CompiledTemplate>> | undefined;

function compileAll(): Promise<Map<string, CompiledTemplate>> {
  const pairs = MAIL_TEMPLATES.flatMap((name) => LANGUAGES.map((language) => [name, language] as const));
  compiled ??= Promise.all(
    pairs.map(async ([name, language]) => [keyOf(name, language), await compileTemplate(name, language)] as const),
  ).then(
    (entries) => new Map(entries),
    (error: unknown) => {
      compiled = undefined;
      throw error;
    },
  );
  return compiled;
}

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

// Plain text has no dir attribute: a right-to-left mark opening each line makes mail apps lay it out right to left.
const RLM = '\u200f';
const directed = (text: string, language: Language) => (DIRECTIONS[language] === 'rtl' ? text.replace(/^(?=[^\n])/gm, RLM) : text);

async function renderWith(
  templates: Map<string, CompiledTemplate>,
  name: MailTemplate,
  vars: MailVars,
  language: Language,
): Promise<RenderedMail> {
  const template = templates.get(keyOf(name, language));
  if (!template) throw new Error(`No mail template '${String(name)}' in '${String(language)}'; known: ${MAIL_TEMPLATES.join(', ')}`);
  const { source } = template;
  const missing = (['name', 'statusLink', ...(source.requires ?? [])] as const).find((key) => isMissing(vars[key]));
  if (missing) throw new Error(`Mail '${name}' needs ${missing}`);
  const button: MailButton = source.button?.(vars, language) ?? { label: OPEN_APPLICATION_PAGE[language], url: vars.statusLink };
  const view = {
    ...vars,
    ...source.extras?.(vars, language),
    button,
    otherStatusLink: button.url !== vars.statusLink,
    eventTitle: vars.edition ? `${EVENT_NAME} ${vars.edition}` : EVENT_NAME,
    contactEmail: vars.contactEmail ?? DEFAULT_EVENT.contactEmail,
  };
  // One line whatever the name holds: a header cannot be split by applicant input.
  const subject = template.subject(view).replace(/\s+/g, ' ').trim();
  return {
    subject,
    html: template.html({ ...view, subject }),
    text: directed(template.text({ ...view, subject }).replace(/\n{3,}/g, '\n\n'), language),
    attachments: (await source.attachments?.(vars)) ?? [],
  };
}

/**
 * Compiles every template's MJML once per process and language (memoised, about a second) and resolves
 * with a renderer that only runs Handlebars per message; await it at start-up, not inside a transaction.
 */
export async function createMailRenderer(): Promise<MailRenderer> {
  const templates = await compileAll();
  return { render: (name, vars, language = SOURCE_LANGUAGE) => renderWith(templates, name, vars, language) };
}
