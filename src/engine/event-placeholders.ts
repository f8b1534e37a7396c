import type { FieldDef, FormDefinition, Problem, StepDef } from './model';

/**
 * The event facts a definition's texts may name, e.g. "Date: {{bootcamp.date}}.": the settings say them,
 * so a form states this edition's facts without a copy of them. Each name with what it becomes.
 */
export const EVENT_PLACEHOLDERS = {
  edition: "the edition's year",
  'bootcamp.date': "the bootcamp's day, with its weekday (Friday 18 September 2026)",
  'bootcamp.hours': "the bootcamp's hours (9:00 AM to 5:00 PM)",
  'bootcamp.deadline': 'when bootcamp applications close, day and hour',
  'bootcamp.venue': "the bootcamp's venue, as it reads after 'at'",
  'hackathon.days': "the hackathon's days (2 and 3 October 2026)",
  'hackathon.start': 'the hour the hackathon starts on its first day',
  'hackathon.deadline': 'when team registration closes, day and hour',
  'hackathon.venue': "the hackathon's venue, as it reads after 'in'",
  'hackathon.overnightRule': 'the overnight rule for female participants: a whole sentence with its days and hours',
  'confirmation.deadline': 'until when accepted applicants confirm their seat, day and hour',
  'contact.email': "the organisers' e-mail address",
} as const;

export type EventPlaceholder = keyof typeof EVENT_PLACEHOLDERS;

/** What each placeholder becomes, from the settings. */
export type PlaceholderValues = Record<EventPlaceholder, string>;

const TOKEN = /\{\{\s*([^{}\s]+)\s*\}\}/g;

const isKnown = (name: string): name is EventPlaceholder => Object.hasOwn(EVENT_PLACEHOLDERS, name);

/** The names a text uses, known or not. */
const namesIn = (text: string | undefined): string[] => [...(text ?? '').matchAll(TOKEN)].map((match) => match[1]!);

/** A text with its known placeholders filled in; an unknown one stays as written (lintDefinition reports it). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(TOKEN, (token, name: string) => (isKnown(name) ? values[name] : token));
}

const fillStep = (step: StepDef, fill: (text: string) => string): StepDef => ({
  ...step,
  title: fill(step.title),
  ...(step.description === undefined ? {} : { description: fill(step.description) }),
  ...(step.notice === undefined ? {} : { notice: fill(step.notice) }),
  links: step.links.map((link) => ({ label: fill(link.label), href: fill(link.href) })),
});

/**
 * The definition as applicants read it: placeholders filled in the form's description and in each step's
 * title, description, notice and links. The form's title and the fields' texts are left as written: e-mails,
 * exports and the console name a form and its fields by them.
 */
export function fillDefinition(definition: FormDefinition, values: PlaceholderValues): FormDefinition {
  const fill = (text: string) => fillPlaceholders(text, values);
  return {
    ...definition,
    ...(definition.description === undefined ? {} : { description: fill(definition.description) }),
    steps: definition.steps.map((step) => fillStep(step, fill)),
  };
}

const KNOWN = Object.keys(EVENT_PLACEHOLDERS).join(', ');
const WHERE = "the form's description and the steps' titles, descriptions, notices and links";

function fieldTexts(field: FieldDef): [string, string | undefined][] {
  const own: [string, string | undefined][] = [
    [`${field.path}.label`, field.label],
    [`${field.path}.desc`, field.desc],
    [`${field.path}.placeholder`, field.placeholder],
  ];
  return [...own, ...field.fields.flatMap(fieldTexts)];
}

/** Placeholders no setting fills: a name that is not one, or one written where nothing fills it in. */
export function placeholderProblems(definition: FormDefinition): Problem[] {
  const filled: [string, string | undefined][] = [
    ['description', definition.description],
    ...definition.steps.flatMap((step): [string, string | undefined][] => [
      [`steps.${step.index}.title`, step.title],
      [`steps.${step.index}.description`, step.description],
      [`steps.${step.index}.notice`, step.notice],
      ...step.links.flatMap((link, index): [string, string][] => [
        [`steps.${step.index}.links.${index}.label`, link.label],
        [`steps.${step.index}.links.${index}.href`, link.href],
      ]),
    ]),
  ];
  const unknown = filled.flatMap(([path, text]) =>
    namesIn(text)
      .filter((name) => !isKnown(name))
      .map((name) => ({ path, message: `Unknown placeholder {{${name}}}`, hint: `Known placeholders: ${KNOWN}` })),
  );
  const unfilled = [['title', definition.title] as [string, string | undefined], ...definition.fields.flatMap(fieldTexts)].flatMap(
    ([path, text]) =>
      namesIn(text).map((name) => ({ path, message: `{{${name}}} is not filled in here`, hint: `Placeholders are filled in ${WHERE}` })),
  );
  return [...unknown, ...unfilled];
}
