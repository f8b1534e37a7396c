import { memo, useCallback } from 'react';
import { traitsOf, type FieldDef } from '../engine/index';
import { sameItems, useFormSelector, type FormSnapshot } from './form-store';
import { useRenderer } from './renderer-context';
import { StepField } from './step-field';
import { useDropHiddenAnswers } from './use-drop-hidden-answers';
import { useSuggestions } from './use-suggestions';

interface StepFieldsProps {
  step: number;
  /** The assistant's explanation of the message a path shows, if asked for. */
  explanationOf: (path: string, message: string | undefined) => string | undefined;
}

/**
 * The visible fields of one step. It re-renders only when the fields shown change (a condition flips); each
 * field re-renders with its own answer and message, so a keystroke re-renders one field, not the form.
 */
export const StepFields = memo(function StepFields({ step, explanationOf }: StepFieldsProps) {
  const { compiled, context, actions, store } = useRenderer();
  const suggestions = useSuggestions();
  useDropHiddenAnswers();

  // A suggestion button is drawn only where an assistant answers it (not on the form without AI).
  const shownOf = useCallback(
    (snapshot: FormSnapshot): FieldDef[] => {
      const scope = Object.keys(context).length === 0 ? snapshot.values : { ...context, ...snapshot.values };
      return compiled.visibleFields(step, scope).filter((field) => !traitsOf(field).needsAssistant || actions.onSuggest);
    },
    [compiled, context, step, actions],
  );
  const shown = useFormSelector(store, shownOf, sameItems);
  return (
    <div className="form-fields">
      {shown.map((field) => (
        <StepField key={field.name} field={field} explanationOf={explanationOf} suggestions={suggestions} />
      ))}
    </div>
  );
});
