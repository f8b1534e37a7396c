import { getIn, useFormikContext } from 'formik';
import { useMemo, useRef } from 'react';
import { isRequiredNow, traitsOf, type FieldDef, type Option } from '../engine/index';
import { flattenErrors } from './error-paths';
import { FieldSlot } from './field-slot';
import { useRenderer } from './renderer-context';
import type { Values } from './types';
import { useDropHiddenAnswers } from './use-drop-hidden-answers';
import { optionsFromRows } from './use-option-lists';
import { useSuggestions } from './use-suggestions';

interface StepFieldsProps {
  step: number;
  /** The assistant's explanation of the message a path shows, if asked for. */
  explanationOf: (path: string, message: string | undefined) => string | undefined;
}

// Top-level names are read directly; only nested paths (rows) go through getIn's path parsing.
const read = (source: object, path: string): unknown =>
  path.includes('.') ? getIn(source, path) : (source as Record<string, unknown>)[path];

/** The visible fields of one step; each slot is memoised so a keystroke re-renders one field, not the form. */
export function StepFields({ step, explanationOf }: StepFieldsProps) {
  const { formId, compiled, components, context, actions, attempted, disabled, labelOf, handlersOf } = useRenderer();
  const { values, errors, touched } = useFormikContext<Values>();
  const suggestions = useSuggestions();
  const rowOptions = useRef(new WeakMap<object, Option[]>());

  // Most forms have no context: then the answers themselves are the scope, with no copy per keystroke.
  const scope = useMemo(() => (Object.keys(context).length === 0 ? values : { ...context, ...values }), [context, values]);
  useDropHiddenAnswers(scope);

  // The same array while the rows are the same, so the slot of a field built from them stays memoised.
  const optionsFromRowsOf = (field: FieldDef): Option[] | undefined => {
    if (!field.optionsFrom) return undefined;
    const rows = values[field.optionsFrom.field];
    if (!Array.isArray(rows)) return [];
    let cached = rowOptions.current.get(rows);
    if (!cached) rowOptions.current.set(rows, (cached = optionsFromRows(rows, field.optionsFrom.labelKey)));
    return cached;
  };

  const messageOf = (path: string): string | undefined => {
    const error = read(errors, path);
    if (typeof error !== 'string') return undefined;
    return attempted || read(touched, path) ? error : undefined;
  };

  // Rows have no slot of their own: their explanations sit under the component, each named by its row.
  const rowExplanations = (path: string, nested: Record<string, string>) =>
    Object.entries(nested).flatMap(([key, message]) => {
      const text = explanationOf(`${path}.${key}`, message);
      return text ? [`${labelOf(`${path}.${key}`)}: ${text}`] : [];
    });

  /** One slot; a field inside rows comes named by its whole path ("links.0.url"). */
  const renderField = (field: FieldDef) => {
    const path = field.name;
    const error = messageOf(path);
    // A `require` dependency that holds marks the field as required too.
    const required = isRequiredNow(field, scope);
    const common = {
      value: read(values, path),
      error,
      explanation: explanationOf(path, error),
      required,
      options: optionsFromRowsOf(field),
      badge: suggestions.badges[path],
    };
    if (traitsOf(field).rowsFrom === 'rowForm') {
      const Component = field.componentName ? components[field.componentName] : undefined;
      if (Component) {
        const { onChange, onBlur } = handlersOf(path);
        const nested = Object.fromEntries(flattenErrors(getIn(errors, path) as never).filter(([key]) => key !== ''));
        const explanation =
          [common.explanation, ...(attempted ? rowExplanations(path, nested) : [])].filter(Boolean).join('\n') || undefined;
        return (
          <FieldSlot key={path} field={field} layout="group" {...common} explanation={explanation}>
            <Component
              field={field}
              id={`${formId}-${path}`}
              label={field.label}
              value={common.value}
              onChange={onChange}
              onBlur={onBlur}
              invalid={Boolean(error)}
              required={required}
              disabled={disabled}
              options={[]}
              values={scope}
              nestedErrors={attempted ? nested : {}}
            />
          </FieldSlot>
        );
      }
    }
    if (traitsOf(field).rowsFrom === 'subFields') {
      return (
        <FieldSlot
          key={path}
          field={field}
          {...common}
          renderSubField={(sub, row) => renderField({ ...sub, name: `${path}.${row}.${sub.name}` })}
        />
      );
    }
    if (traitsOf(field).needsAssistant) {
      return (
        <FieldSlot
          key={path}
          field={field}
          {...common}
          onSuggest={() => void suggestions.suggest(field)}
          suggesting={suggestions.suggesting === field.name}
        />
      );
    }
    return <FieldSlot key={path} field={field} {...common} />;
  };

  // A suggestion button is drawn only where an assistant answers it (not on the form without AI).
  const shown = compiled.visibleFields(step, scope).filter((field) => !traitsOf(field).needsAssistant || actions.onSuggest);
  return <div className="form-fields">{shown.map((field) => renderField(field))}</div>;
}
