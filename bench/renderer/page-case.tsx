import { middleIndex } from './fields';
import { loadFormWords } from './form-words';
import type { Lib } from './protocol';
import type { Subject } from './subject';

// A .tsx module although it draws nothing: the driver's project compiles bench/**/*.ts without the DOM.

/** One library's form on the bench page, with what the page's probes look for in it. */
export interface PageCase {
  subject: Subject;
  /** Names the case in the page's errors. */
  name: string;
  /** The first render is over: every question shows its control. */
  drawn(): boolean;
  /** The text field the keystrokes go into. */
  typedInput(): HTMLInputElement;
  /** How many errors Submit (or Next) with the form empty shows, listed and beside their fields. */
  errors: number;
}

// Each page loads one library only, so neither pays for the other's code.
const loaders: Record<Lib, () => Promise<{ createSubject: (count: number) => Subject }>> = {
  ours: () => Promise.all([import('./ours'), loadFormWords()]).then(([module]) => module),
  rjsf: () => import('./rjsf'),
  rhf: () => import('./rhf'),
  plain: () => import('./plain'),
};

/** The generated form of `count` required text fields; keystrokes go into the middle one. */
export async function generatedCase(lib: Lib, count: number, container: HTMLElement): Promise<PageCase> {
  const { createSubject } = await loaders[lib]();
  const inputs = () => container.querySelectorAll('input');
  return {
    subject: createSubject(count),
    name: `${lib}, ${count} fields`,
    drawn: () => inputs().length >= count,
    typedInput: () => inputs()[middleIndex(count)]!,
    errors: count,
  };
}
