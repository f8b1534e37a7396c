import { FIELD_TYPES } from '../engine/index';
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
