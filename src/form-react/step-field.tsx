import { getIn } from 'formik';
import { memo, useMemo } from 'react';
import { isRequiredNow, traitsOf, type FieldDef } from '../engine/index';
import { flattenErrors } from './error-paths';
import { useFormWords } from './form-words';
import { FieldSlot } from './field-slot';
import { ALL_ANSWERS, sameItems, topKeyOf, useFormSelector, type FormSnapshot, type ReadKeys } from './form-store';
import { useRenderer, type Renderer } from './renderer-context';
import type { Values } from './types';
import { optionsFromRows } from './use-option-lists';

/** The assistant of a suggestion field, when the form has one. */
export interface FieldSuggestions {
  badges: Record<string, string>;
  suggesting?: string;
  suggest: (field: FieldDef) => void;
}

interface StepFieldProps {
  /** The field, named by its answer's path ("links.0.url" inside rows). */
  field: FieldDef;
  /** The assistant's explanation of the message a path shows, if asked for. */
  explanationOf: (path: string, message: string | undefined) => string | undefined;
  suggestions: FieldSuggestions;
}

// Top-level names are read directly; only nested paths (rows) go through getIn's path parsing.
const read = (source: object, path: string): unknown =>
  path.includes('.') ? getIn(source, path) : (source as Record<string, unknown>)[path];

const scopeOf = (renderer: Renderer, snapshot: FormSnapshot): Values =>
  Object.keys(renderer.context).length === 0 ? snapshot.values : { ...renderer.context, ...snapshot.values };

/** The message a path shows now: after a failed attempt, or once its field was left. */
function messageOf(snapshot: FormSnapshot, path: string, attempted: boolean): string | undefined {
  const error = read(snapshot.errors, path);
  if (typeof error !== 'string') return undefined;
  return attempted || read(snapshot.touched, path) ? error : undefined;
}

/** The answers a slot reads: its own, those its requirement depends on and the rows its options come from. */
function keysRead(field: FieldDef): ReadKeys {
  const own = topKeyOf(field.name);
  // A row's sub-field may read its row's siblings: its whole answer wakes it.
  if (own !== field.name) return field.requireWhen.length === 0 ? [own] : ALL_ANSWERS;
  return [own, ...field.requireWhen.map((rule) => rule.field), ...(field.optionsFrom ? [field.optionsFrom.field] : [])];
}

/**
 * One field of a step, subscribed to its own answer, message and requirement: a keystroke elsewhere leaves it as
 * drawn. Rows of a registered component read every answer, as the component's conditions do.
 */
export const StepField = memo(function StepField({ field, explanationOf, suggestions }: StepFieldProps) {
  const renderer = useRenderer();
  const { store, attempted } = renderer;
  const path = field.name;
  // One subscription per slot: its answer, message, requirement and the rows its options come from.
  const keys = useMemo(() => keysRead(field), [field]);
  const [value, error, required, rows] = useFormSelector(
    store,
    keys,
    (snapshot) =>
      [
        read(snapshot.values, path),
        messageOf(snapshot, path, attempted),
        // Only a `require` dependency reads other answers; an always-required field never re-reads them.
        field.requireWhen.length === 0 ? field.validation.required === true : isRequiredNow(field, scopeOf(renderer, snapshot)),
        field.optionsFrom ? snapshot.values[field.optionsFrom.field] : undefined,
      ] as const,
    sameItems,
  );
  const { t, number } = useFormWords();
  const options = useMemo(
    () =>
      field.optionsFrom
        ? optionsFromRows(rows, field.optionsFrom.labelKey, (index) => t('answer.row', { row: number(index + 1) }))
        : undefined,
    [field, rows, t, number],
  );
  const common = { field, value, error, explanation: explanationOf(path, error), required, options, badge: suggestions.badges[path] };
  const traits = traitsOf(field);

  if (traits.rowsFrom === 'rowForm' && field.componentName && renderer.components[field.componentName]) {
    return <RowsComponentSlot {...common} explanationOf={explanationOf} />;
  }
  if (traits.rowsFrom === 'subFields') {
    const renderSubField = (sub: FieldDef, row: number) => {
      const named = { ...sub, name: `${path}.${row}.${sub.name}` };
      return <StepField key={named.name} field={named} explanationOf={explanationOf} suggestions={suggestions} />;
    };
    return <FieldSlot key={path} {...common} renderSubField={renderSubField} />;
  }
  if (traits.needsAssistant) {
    return <FieldSlot {...common} onSuggest={() => suggestions.suggest(field)} suggesting={suggestions.suggesting === path} />;
  }
  return <FieldSlot {...common} />;
});

interface RowsComponentSlotProps {
  field: FieldDef;
  value: unknown;
  error?: string;
  explanation?: string;
  required: boolean;
  explanationOf: StepFieldProps['explanationOf'];
}

/** A registered component drawing rows (the members table): it reads every answer and its rows' own errors. */
function RowsComponentSlot({ field, value, error, explanation, required, explanationOf }: RowsComponentSlotProps) {
  const renderer = useRenderer();
  const { store, attempted, formId, labelOf, disabled, handlersOf } = renderer;
  const Component = renderer.components[field.componentName!]!;
  const path = field.name;
  const scope = useFormSelector(store, ALL_ANSWERS, (snapshot) => scopeOf(renderer, snapshot), sameValues);
  const errors = useFormSelector(store, [path], (snapshot) => getIn(snapshot.errors, path) as unknown);
  const nested = useMemo(() => Object.fromEntries(flattenErrors(errors as never).filter(([key]) => key !== '')), [errors]);
  const { onChange, onBlur } = handlersOf(path);
  // Rows have no slot of their own: their explanations sit under the component, each named by its row.
  const rowExplanations = Object.entries(nested).flatMap(([key, message]) => {
    const text = explanationOf(`${path}.${key}`, message);
    return text ? [`${labelOf(`${path}.${key}`)}: ${text}`] : [];
  });
  const explanations = [explanation, ...(attempted ? rowExplanations : [])].filter(Boolean).join('\n') || undefined;
  return (
    <FieldSlot field={field} layout="group" value={value} error={error} explanation={explanations} required={required}>
      <Component
        field={field}
        id={`${formId}-${path}`}
        label={field.label}
        value={value}
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

/** The same answers, even when a context merge made a new object of them. */
function sameValues(a: Values, b: Values): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
