import bootcamp from '../../forms/bootcamp.json';
import { loadFormWords } from './form-words';
import { bootcampStepFields, requiredAtFirst, shownAtFirst, TYPED_FIELD } from './bootcamp-step';
import type { PageCase } from './page-case';
import type { Lib } from './protocol';
import type { Subject } from './subject';

// Each page loads one library only, so neither pays for the other's code.
const loaders: Record<Lib, () => Promise<{ createBootcampSubject: () => Subject }>> = {
  ours: () => Promise.all([import('./bootcamp-ours'), loadFormWords()]).then(([module]) => module),
  rjsf: () => import('./bootcamp-rjsf'),
  rhf: () => import('./bootcamp-rhf'),
  plain: () => import('./bootcamp-plain'),
};

/** The label (or legend) of a question, whatever a library adds after its text (a required mark). */
const labelOf = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('label, legend')].find((label) => label.textContent?.trim().startsWith(text));

/** The bootcamp form's Personal Information step; drawn once every question shows and no widget still waits for its code. */
export async function bootcampCase(lib: Lib, container: HTMLElement): Promise<PageCase> {
  const { createBootcampSubject } = await loaders[lib]();
  const fields = bootcampStepFields(bootcamp);
  const labels = shownAtFirst(fields).map((field) => field.label);
  const typed = fields.find((field) => field.name === TYPED_FIELD)!;
  return {
    subject: createBootcampSubject(),
    name: `${lib}, bootcamp step`,
    drawn: () => container.querySelector('.widget-loading') === null && labels.every((label) => labelOf(container, label)),
    typedInput: () => {
      const label = labelOf(container, typed.label);
      const input = label instanceof HTMLLabelElement ? document.getElementById(label.htmlFor) : null;
      if (!(input instanceof HTMLInputElement)) throw new Error(`${lib} has no text input labelled "${typed.label}"`);
      return input;
    },
    errors: requiredAtFirst(fields),
  };
}
