/** ids of a field's control, help text, error message and its explanation within one form instance. */
export function fieldIds(formId: string, name: string) {
  const id = `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return { id, help: `${id}-help`, error: `${id}-error`, explanation: `${id}-explanation` };
}

/** Focuses a field's control, or the first focusable element inside it (radio groups, components). */
export function focusField(formId: string, name: string): boolean {
  const element = document.getElementById(fieldIds(formId, name).id);
  if (!element) return false;
  const target = element.matches('input, select, textarea, button, [tabindex]')
    ? element
    : element.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]:not([tabindex="-1"])');
  (target ?? element).focus();
  return true;
}

/** The id of the heading of the step shown (or of the review), where focus lands after a move. */
export const stepHeadingId = (formId: string) => `${formId}-step-title`;
