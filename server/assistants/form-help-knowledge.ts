import { FORM_PAGES, formSource, isDated, proseOf, stepSource, type FormsById } from './form-sources';
import type { Language } from '../../src/lib/i18n/languages';
import type { KnowledgeEntry } from './knowledge-entry';

const HELP_UNDER: Record<Language, (label: string, help: string) => string> = {
  en: (label, help) => `The help under "${label}" says: ${help}`,
  ar: (label, help) => `يقول النص تحت «${label}»: ${help}`,
};

/**
 * What the applicant's forms say under their fields and at the top of their steps, in their own words.
 * Dated text is left out (the settings say dates), and so are bullets (the guideline's notes).
 */
export function formHelpEntries(forms: FormsById, language: Language = 'en'): KnowledgeEntry[] {
  const entries: KnowledgeEntry[] = [];
  for (const formId of Object.keys(FORM_PAGES)) {
    const form = forms[formId];
    if (!form) continue;
    const source = formSource(formId, form, language);
    for (const field of form.fields) {
      if (!field.desc || isDated(field.desc)) continue;
      entries.push({
        id: `help-${formId}-${field.name}`,
        question: field.label,
        answer: HELP_UNDER[language](field.label, field.desc),
        keywords: field.placeholder,
        // "school student" is asked of the bootcamp application: the form's title says which form a help text is in.
        context: form.title,
        source,
      });
    }
    for (const step of form.steps) {
      const said = proseOf(step.description);
      if (said === '') continue;
      entries.push({
        id: `step-${formId}-${step.index + 1}`,
        question: step.title,
        answer: said,
        source: stepSource(formId, form, step, language),
      });
    }
  }
  return entries;
}
