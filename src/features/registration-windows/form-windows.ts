import type { RegistrationKind } from './window-phase';

// The forms the server takes only inside a registration window, whichever route sends them (server/submissions/targets.ts).
const FORM_WINDOWS: Readonly<Record<string, RegistrationKind>> = { bootcamp: 'bootcamp', 'hackathon-team': 'hackathon' };

/** The registration window a form is answered in, if it has one. */
export function windowOfForm(formId: string): RegistrationKind | undefined {
  // Own keys only: /form/constructor must not find Object's.
  return Object.hasOwn(FORM_WINDOWS, formId) ? FORM_WINDOWS[formId] : undefined;
}
