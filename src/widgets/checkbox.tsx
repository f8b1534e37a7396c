import type { WidgetProps } from '../lib/widget-contract';

/** A box with its label beside it; the value is a boolean. */
export function Checkbox({ id, label, value, onChange, onBlur, invalid, describedBy, required, disabled }: WidgetProps<boolean>) {
  return (
    <div className="widget-check">
      <input
        type="checkbox"
        id={id}
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-required={required}
        disabled={disabled}
      />
      <label htmlFor={id}>
        {label}
        {/* The field slot marks required labels this way; inline widgets draw their own label. */}
        {required && (
          <span aria-hidden="true" className="field-required">
            {' '}
            *
          </span>
        )}
      </label>
    </div>
  );
}
Checkbox.layout = 'inline' as const;
