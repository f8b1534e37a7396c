import type { FieldDef, FormDefinition, StepDef } from '../../src/engine/index';
import type { Language } from '../../src/lib/i18n/languages';
import type { Source } from './knowledge-entry';

/** The applicant's forms the assistant reads (live published versions), and the page that shows each. */
export const FORM_PAGES: Record<string, string> = {
  'hackathon-team': '/register',
  member: '/register',
  bootcamp: '/bootcamp-registration',
  'bootcamp-confirmation': '/bootcamp-confirmation',
};

export type FormsById = Record<string, FormDefinition | undefined>;

/** "Bootcamp Application Form" -> "the Bootcamp Application form (/bootcamp-registration)"; in Arabic «the title». */
export function formSource(formId: string, form: FormDefinition, language: Language = 'en'): Source {
  const link = FORM_PAGES[formId] ?? `/form/${formId}`;
  if (language === 'ar') return { title: `«${form.title}»`, link };
  return { title: `the ${form.title.replace(/\s+form$/i, '')} form`, link };
}

/** 'the "Guideline" step of the Hackathon Registration form', 'خطوة «الإرشادات» من «...»'. */
export function stepSource(formId: string, form: FormDefinition, step: StepDef, language: Language = 'en'): Source {
  const source = formSource(formId, form, language);
  const title = language === 'ar' ? `خطوة «${step.title}» في ${source.title}` : `the "${step.title}" step of ${source.title}`;
  return { ...source, title };
}

export const fieldOf = (form: FormDefinition | undefined, name: string): FieldDef | undefined =>
  form?.fields.find((field) => field.name === name);

// Month names capitalised, so that "may lead to" is not a date.
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const ARABIC_MONTHS = 'يناير|فبراير|مارس|أبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر';
const DATED = new RegExp(`\\b(${MONTHS})\\b|\\b\\d{1,2}:\\d{2}\\b|\\b20\\d\\d\\b|${ARABIC_MONTHS}|[٠-٩]{1,2}:[٠-٩]{2}|٢٠[٠-٩]{2}`);

/** Text that states a date, an hour or an edition's year: the settings say those, never a copy in a form. */
export const isDated = (text: string) => DATED.test(text);

/** A step description's paragraphs, bullets without their mark, and whether each was a bullet. */
export function paragraphsOf(description: string | undefined): { text: string; bullet: boolean }[] {
  return (description ?? '')
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => (/^[•*-]\s*/.test(line) ? { text: line.replace(/^[•*-]\s*/, ''), bullet: true } : { text: line, bullet: false }));
}

/** What a step's description says in prose: no bullets, no dated lines, no headings ending with a colon. */
export function proseOf(description: string | undefined): string {
  return paragraphsOf(description)
    .filter((paragraph) => !paragraph.bullet && !isDated(paragraph.text) && !paragraph.text.endsWith(':'))
    .map((paragraph) => paragraph.text)
    .join(' ');
}

/** "a, b or c". */
export function listInWords(items: string[], last = 'and'): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}
