import { getIn, useFormikContext } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fieldTypes, isRequiredNow, type CompiledForm, type FieldDef, type Option } from '../engine/index';
import type { ComponentRegistry, WidgetRegistry } from '../lib/widget-contract';
import { flattenErrors } from './error-paths';
import { FieldSlot } from './field-slot';
import type { Suggestions, Values } from './types';
import { optionsFromRows, type OptionListState } from './use-option-lists';

interface StepFieldsProps {
  formId: string;
  step: number;
  compiled: CompiledForm;
  widgets: WidgetRegistry;
  components: ComponentRegistry;
  disabled: boolean;
  /** Show every error of the step, touched or not (after a failed Next or Submit). */
  attempted: boolean;
  optionLists: Map<string, OptionListState>;
  context: Values;
  onSuggest?: (field: FieldDef, values: Values) => Promise<Suggestions>;
  /** Names an error path, for the rows' explanations drawn under a component. */
  labelOf: (path: string) => string;
  /** The assistant's explanation of the message a path shows, if asked for. */
  explanationOf: (path: string, message: string | undefined) => string | undefined;
}

type Handlers = { onChange: (value: unknown) => void; onBlur: () => void };

/** The visible fields of one step; each slot is memoised so a keystroke re-renders one field, not the form. */
export function StepFields(props: StepFieldsProps) {
  const { formId, step, compiled, widgets, components, disabled, attempted, optionLists, context } = props;
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  const [suggesting, setSuggesting] = useState<string | undefined>();
  const [badges, setBadges] = useState<Record<string, string>>({});
  const handlers = useRef(new Map<string, Handlers>());
  // Read by the stable handlers: a field re-checks as it changes once it was left or an attempt failed.
  const live = useRef({ touched, attempted });
  live.current = { touched, attempted };
  const rowOptions = useRef(new WeakMap<object, Option[]>());

  // Most forms have no context: then the answers themselves are the scope, with no copy per keystroke.
  const scope = useMemo(() => (Object.keys(context).length === 0 ? values : { ...context, ...values }), [context, values]);
  const hidden = compiled.hiddenFields(scope);
  const hiddenKey = [...hidden].sort().join('|');

  // A field that disappears loses its answer, so it is never submitted or restored by surprise.
  useEffect(() => {
    for (const name of hiddenKey === '' ? [] : hiddenKey.split('|')) {
      const field = compiled.definition.fields.find((candidate) => candidate.name === name);
      if (!field) continue;
      const empty = fieldTypes[field.type].emptyValue(field);
      if (!fieldTypes[field.type].isEmpty(fieldTypes[field.type].normalize(getIn(values, name), field))) void setFieldValue(name, empty, false);
    }
    // Only a change of the hidden set matters here, not every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hiddenKey]);

  const handlersFor = useCallback(
    (name: string): Handlers => {
      let entry = handlers.current.get(name);
      if (!entry) {
        const recheck = () => live.current.attempted || Boolean(getIn(live.current.touched, name));
        entry = { onChange: (value) => void setFieldValue(name, value, recheck()), onBlur: () => void setFieldTouched(name, true) };
        handlers.current.set(name, entry);
      }
      return entry;
    },
    [setFieldValue, setFieldTouched],
  );

  const suggest = async (field: FieldDef) => {
    if (!props.onSuggest) return;
    setSuggesting(field.name);
    try {
      const suggestions = await props.onSuggest(field, values);
      const applied: Record<string, string> = {};
      for (const [name, { value, badge }] of Object.entries(suggestions)) {
        const target = compiled.definition.fields.find((candidate) => candidate.name === name);
        if (!target || !fieldTypes[target.type].isEmpty(fieldTypes[target.type].normalize(values[name], target))) continue;
        await setFieldValue(name, value);
        if (badge) applied[name] = badge;
      }
      setBadges((current) => ({ ...current, ...applied }));
    } catch (error) {
      console.error('Suggestion failed', error); // the form stays as it was
    } finally {
      setSuggesting(undefined);
    }
  };

  const optionsOf = (field: FieldDef): { options: Option[]; loading?: boolean; failed?: boolean } => {
    if (field.optionsFrom) {
      const rows = values[field.optionsFrom.field];
      if (!Array.isArray(rows)) return { options: [] };
      let cached = rowOptions.current.get(rows);
      if (!cached) rowOptions.current.set(rows, (cached = optionsFromRows(rows, field.optionsFrom.labelKey)));
      return { options: cached };
    }
    const list = field.endpoint ? optionLists.get(field.endpoint) : undefined;
    return { options: list?.data ?? field.options, loading: list?.loading, failed: list?.failed };
  };

  // Top-level names are read directly; only nested paths (rows) go through getIn's path parsing.
  const read = (source: object, path: string): unknown => (path.includes('.') ? getIn(source, path) : (source as Record<string, unknown>)[path]);
  const messageOf = (name: string): string | undefined => {
    const error = read(errors, name);
    if (typeof error !== 'string') return undefined;
    return attempted || read(touched, name) ? error : undefined;
  };

  // Rows have no slot of their own: their explanations sit under the component, each named by its row.
  const rowExplanations = (path: string, nested: Record<string, string>) =>
    Object.entries(nested).flatMap(([key, message]) => {
      const text = props.explanationOf(`${path}.${key}`, message);
      return text ? [`${props.labelOf(`${path}.${key}`)}: ${text}`] : [];
    });

  const renderField = (field: FieldDef, path: string = field.name) => {
    const { onChange, onBlur } = handlersFor(path);
    const options = optionsOf(field);
    // A `require` dependency that holds marks the field as required too.
    const required = isRequiredNow(field, scope);
    const error = messageOf(path);
    const common = {
      formId,
      widget: widgets[field.type],
      value: read(values, path),
      error,
      explanation: props.explanationOf(path, error),
      required,
      disabled,
      options: options.options,
      optionsLoading: options.loading,
      optionsFailed: options.failed,
      onChange,
      onBlur,
      badge: badges[path],
    };
    if (field.type === 'component') {
      const Component = field.componentName ? components[field.componentName] : undefined;
      if (Component) {
        const nested = Object.fromEntries(flattenErrors(getIn(errors, path) as never).filter(([key]) => key !== ''));
        const explanation = [common.explanation, ...(attempted ? rowExplanations(path, nested) : [])].filter(Boolean).join('\n') || undefined;
        return (
          <FieldSlot key={path} field={field} layout="group" {...common} explanation={explanation}>
            <Component
              field={field}
              id={`${formId}-${path}`}
              label={field.label}
              value={common.value}
              onChange={onChange}
              onBlur={onBlur}
              invalid={Boolean(common.error)}
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
    if (field.type === 'dynamicArrayField') {
      return (
        <FieldSlot key={path} field={field} {...common} renderSubField={(sub, row) => renderField({ ...sub, name: `${path}.${row}.${sub.name}` }, `${path}.${row}.${sub.name}`)} />
      );
    }
    if (field.type === 'suggestion') {
      return <FieldSlot key={path} field={field} {...common} onSuggest={() => void suggest(field)} suggesting={suggesting === field.name} />;
    }
    return <FieldSlot key={path} field={field} {...common} />;
  };

  // A suggestion button is drawn only where an assistant answers it (not on the form without AI).
  const shown = compiled.visibleFields(step, scope).filter((field) => field.type !== 'suggestion' || props.onSuggest);
  return <div className="form-fields">{shown.map((field) => renderField(field))}</div>;
}
