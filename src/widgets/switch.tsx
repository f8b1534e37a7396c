import type { WidgetProps } from '../lib/widget-contract';

/** An on/off toggle: a native checkbox with the switch role, so Space, labels and disabled work as usual. */
export function Switch({ id, label, value, onChange, onBlur, invalid, describedBy, required, disabled }: WidgetProps<boolean>) {
  return (
    <div className="widget-check">
      <input
        type="checkbox"
        role="switch"
        id={id}
        className="widget-switch"
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
Switch.layout = 'inline' as const;
