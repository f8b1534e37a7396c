import type { ReactElement } from 'react';

/** One library's form, ready to render, and where it shows its errors. */
export interface Subject {
  element: ReactElement;
  /** ms spent preparing the form before render (our checkDefinition). */
  checkMs: number;
  /** Selectors of the error list at the top (one item per error) and of one field's inline message. */
  errors: { listItem: string; fieldMessage: string };
  /** Its inputs keep their own value (the floor): a keystroke ends with its input event, not with a commit of the value. */
  uncontrolled?: boolean;
}
