import { useLayoutEffect, useRef, useState } from 'react';
import { focusField, stepHeadingId } from './field-ids';
import { useRenderer } from './renderer-context';

/**
 * Focus lands where the applicant must act once the wizard has drawn: the first invalid field, else the heading
 * of the step it moved to. Server refusals arrive while submitting, when the fields are disabled and cannot take
 * focus, so focus waits for the submission to end.
 */
export function useWizardFocus(step: number, isSubmitting: boolean) {
  const { formId } = useRenderer();
  const [field, setField] = useState<string | undefined>();
  const moved = useRef(false);

  // Before paint: focus lands in the frame that draws the errors (a test or a screen reader never sees one without the other).
  useLayoutEffect(() => {
    if (isSubmitting) return;
    if (field) {
      focusField(formId, field);
      setField(undefined);
    } else if (moved.current) {
      document.getElementById(stepHeadingId(formId))?.focus();
    }
    moved.current = false;
  }, [field, step, formId, isSubmitting]);

  return {
    /** Focus this field (its top name) after the next render. */
    field: setField,
    /** Focus the step's heading after the next render, unless a field is to be focused. */
    heading: () => {
      moved.current = true;
    },
  };
}
