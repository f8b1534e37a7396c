import Handlebars from 'handlebars';
import { EVENT_NAME } from '../assistants/event-facts';
import { DEFAULT_EVENT } from '../../src/lib/event/default-event';
import { accepted } from './templates/accepted';
import { confirmed } from './templates/confirmed';
import { draftResume } from './templates/draft-resume';
import { htmlLayout, textLayout } from './templates/layout';
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

// A private instance: nobody else's helpers or partials reach the messages.
const handlebars = Handlebars.create();

/** MJML -> HTML once per template, Handlebars placeholders kept for each message. */
async function compileHtml(name: MailTemplate, source: MailTemplateSource): Promise<HandlebarsTemplateDelegate> {
  // Loaded on first use: mjml is large, and only the renderer needs it.
  const { default: mjml2html } = await import('mjml');
  try {
    const { html } = await mjml2html(htmlLayout(source.mjml), { validationLevel: 'strict', keepComments: false, fonts: {} });
    return handlebars.compile(html);
  } catch (error) {
    throw new Error(`Mail template '${name}' does not compile: ${(error as Error).message}`, { cause: error });
  }
}

async function compileTemplate(name: MailTemplate): Promise<CompiledTemplate> {
  const source = SOURCES[name];
  return {
    source,
    // Subject and text are not HTML: escaping would show "&amp;" to the reader.
    subject: handlebars.compile(source.subject, { noEscape: true }),
    html: await compileHtml(name, source),
    text: handlebars.compile(textLayout(source.text), { noEscape: true }),
  };
}

let compiled: Promise<Map<MailTemplate, CompiledTemplate>> | undefined;

function compileAll(): Promise<Map<MailTemplate, CompiledTemplate>> {
  compiled ??= Promise.all(MAIL_TEMPLATES.map(async (name) => [name, await compileTemplate(name)] as const)).then(
    (entries) => new Map(entries),
    (error: unknown) => {
      compiled = undefined;
      throw error;
    },
  );
  return compiled;
}

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

async function renderWith(templates: Map<MailTemplate, CompiledTemplate>, name: MailTemplate, vars: MailVars): Promise<RenderedMail> {
  const template = templates.get(name);
  if (!template) throw new Error(`No mail template '${String(name)}'; known: ${MAIL_TEMPLATES.join(', ')}`);
  const { source } = template;
  const missing = (['name', 'statusLink', ...(source.requires ?? [])] as const).find((key) => isMissing(vars[key]));
  if (missing) throw new Error(`Mail '${name}' needs ${missing}`);
  const button: MailButton = source.button?.(vars) ?? { label: 'Open your application page', url: vars.statusLink };
  const view = {
    ...vars,
    ...source.extras?.(vars),
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
    text: template.text({ ...view, subject }).replace(/\n{3,}/g, '\n\n'),
    attachments: (await source.attachments?.(vars)) ?? [],
  };
}

/**
 * Compiles every template's MJML once per process (memoised, about a second) and resolves with a
 * renderer that only runs Handlebars per message; await it at start-up, not inside a transaction.
 */
export async function createMailRenderer(): Promise<MailRenderer> {
  const templates = await compileAll();
  return { render: (name, vars) => renderWith(templates, name, vars) };
}
