import type { FocusEvent } from 'react';

/** Joins the ids an element is described by, dropping missing ones; undefined when none is left. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** Defaults and edit mode may hand a text control a number or nothing; the control needs a string. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** onBlur for a widget made of several controls: fires once focus leaves all of them. */
export function onFocusLeave(onBlur: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
}
