import { memo, useCallback, useMemo } from 'react';
import { traitsOf, type FieldDef } from '../engine/index';
import { sameItems, useFormSelector, type FormSnapshot } from './form-store';
import { useRenderer } from './renderer-context';
import { StepField, type FieldSuggestions } from './step-field';
import { useDropHiddenAnswers } from './use-drop-hidden-answers';
import { useSuggestions } from './use-suggestions';

/**
 * Fields per group. A key re-renders one field, and React walks every sibling of each element on the way to it:
 * groups make that walk two short lists (about 30 + 30 at 1,000 fields) instead of one of every field.
 */
const GROUP_SIZE = 32;
/** From this many fields shown, each one-line input is laid out on its own (form-renderer.css). */
const LONG_STEP = 100;

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
  const shown = useFormSelector(store, compiled.visibilityControllers, shownOf, sameItems);
  // Groups of the step's fields as defined, shown or not: a field that appears never moves another to a new group.
  const groups = useMemo(() => {
    const fields = compiled.definition.steps[step]?.fields ?? [];
    return Array.from({ length: Math.ceil(fields.length / GROUP_SIZE) }, (_, index) =>
      fields.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
    );
  }, [compiled, step]);
  const shownSet = useMemo(() => new Set(shown), [shown]);
  return (
    <div className={shown.length >= LONG_STEP ? 'form-fields form-fields-long' : 'form-fields'}>
      {groups.map((group, index) => (
        <FieldGroup key={index} fields={group} shown={shownSet} explanationOf={explanationOf} suggestions={suggestions} />
      ))}
    </div>
  );
});

interface FieldGroupProps {
  fields: FieldDef[];
  shown: ReadonlySet<FieldDef>;
  explanationOf: StepFieldsProps['explanationOf'];
  suggestions: FieldSuggestions;
}

/** A run of fields without an element of its own: the fields stay siblings in the page. */
const FieldGroup = memo(function FieldGroup({ fields, shown, explanationOf, suggestions }: FieldGroupProps) {
  return fields
    .filter((field) => shown.has(field))
    .map((field) => <StepField key={field.name} field={field} explanationOf={explanationOf} suggestions={suggestions} />);
});
