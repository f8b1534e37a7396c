import { checkDefinition, FIELD_TYPES, type FormDefinition } from '../engine/index';
import { linearPatterns } from '../lib/linear-patterns';
import type { Widget, WidgetProps, WidgetRegistry } from '../lib/widget-contract';

/** Plain native controls, so renderer tests exercise the renderer and not a widget library. */
function NativeInput({ field, id, value, onChange, onBlur, invalid, describedBy, disabled, options }: WidgetProps<unknown>) {
  if (options.length > 0) {
    return (
      <select
        id={id}
        value={String(value ?? '')}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        disabled={disabled}
      >
        <option value="">Choose</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      id={id}
      name={field.name}
      value={String(value ?? '')}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      disabled={disabled}
    />
  );
}

export const testWidgets = Object.fromEntries(FIELD_TYPES.map((type) => [type, NativeInput as Widget])) as WidgetRegistry;

/** Text widgets that count how often each field's control is drawn. */
export function countingWidgets() {
  const draws: Record<string, number> = {};
  const Counting: Widget = (props: WidgetProps) => {
    draws[props.field.name] = (draws[props.field.name] ?? 0) + 1;
    return <NativeInput {...props} />;
  };
  return { draws, widgets: { ...testWidgets, text: Counting } };
}

export const yesNo = [
  { label: 'Yes', value: '1' },
  { label: 'No', value: '0' },
];

/** A test's definition, checked: a mistake in it fails the file at once with the checker's problems. */
export function checkedForTest(raw: unknown): FormDefinition {
  const checked = checkDefinition(raw, { patterns: linearPatterns });
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return checked.definition;
}
