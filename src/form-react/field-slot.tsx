import { memo, type ReactNode } from 'react';
import type { FieldDef, Option } from '../engine/index';
import type { WidgetLayout } from '../lib/widget-contract';
import { FieldExplanation } from './field-explanation';
import { fieldIds } from './field-ids';
import { fieldOptions } from './field-options';
import { useFormWords, type FormWords } from './form-words';
import { useRenderer } from './renderer-context';

/** What differs from one field to the next; the widget, ids, option lists and handlers come from the renderer. */
export interface FieldSlotProps {
  /** The field, named by its answer's path ("links.0.url" inside rows). */
  field: FieldDef;
  value: unknown;
  /** The message to show now (touched or after an attempt), if any. */
  error?: string;
  /** An assistant's explanation of the message shown now (rows' explanations, named, for a component). */
  explanation?: string;
  required: boolean;
  /** Options built from another answer's rows, for a field that takes them from there. */
  options?: Option[];
  onSuggest?: () => void;
  suggesting?: boolean;
  badge?: string;
  renderSubField?: (subField: FieldDef, row: number) => ReactNode;
  /** Drawn instead of the widget (registered components). */
  children?: ReactNode;
  /** Overrides the widget's layout (components are groups). */
  layout?: WidgetLayout;
}

const errorWords = new WeakMap<FormWords, string>();

/** 'Error:' before each message, looked up once per language: a failed Submit draws it in every field at once. */
function errorWordIn(words: FormWords): string {
  let word = errorWords.get(words);
  if (word === undefined) errorWords.set(words, (word = words.t('field.error')));
  return word;
}

/** One field: its label, help, control and message, wired for assistive technology. Re-renders only when its own props change. */
export const FieldSlot = memo(function FieldSlot(props: FieldSlotProps) {
  const { field, error, required, explanation } = props;
  const { formId, widgets, disabled, optionLists, handlersOf } = useRenderer();
  const words = useFormWords();
  const WidgetComponent = widgets[field.type];
  const { onChange, onBlur } = handlersOf(field.name);
  const options = fieldOptions(field, optionLists, props.options);
  const ids = fieldIds(formId, field.name);
  const describedBy =
    [field.desc ? ids.help : undefined, error ? ids.error : undefined, explanation ? ids.explanation : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const layout = props.layout ?? WidgetComponent.layout ?? 'block';
  const labelText = (
    <>
      {field.label}
      {required ? (
        <span aria-hidden="true" className="field-required">
          {' '}
          *
        </span>
      ) : null}
    </>
  );
  const control = props.children ?? (
    <WidgetComponent
      field={field}
      id={ids.id}
      label={field.label}
      value={props.value}
      onChange={onChange}
      onBlur={onBlur}
      invalid={Boolean(error)}
      describedBy={describedBy}
      required={required}
      disabled={disabled}
      options={options.options}
      optionsLoading={options.loading}
      onSuggest={props.onSuggest}
      suggesting={props.suggesting}
      badge={props.badge}
      renderSubField={props.renderSubField}
    />
  );
  const help = field.desc ? (
    <p id={ids.help} className="field-help">
      {field.desc}
    </p>
  ) : null;
  const message = (
    <>
      {error ? (
        <p id={ids.error} className="field-error">
          <span className="visually-hidden">{errorWordIn(words)} </span>
          {error}
        </p>
      ) : null}
      {explanation ? <FieldExplanation id={ids.explanation} text={explanation} /> : null}
    </>
  );
  const note = options.failed ? <p className="field-note">{words.t('field.optionsFailed')}</p> : null;
  const className = `field field-${field.type}${error ? ' field-invalid' : ''}`;

  if (layout === 'group') {
    return (
      <fieldset className={className} aria-describedby={describedBy}>
        <legend className="field-label">{labelText}</legend>
        {help}
        {message}
        {control}
        {note}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      {layout === 'block' ? (
        <label className="field-label" htmlFor={ids.id}>
          {labelText}
        </label>
      ) : null}
      {help}
      {message}
      {control}
      {note}
    </div>
  );
});
