import type { WidgetProps } from '../lib/widget-contract';
import { Badge, badgeId } from './badge';
import { asText, joinIds } from './widget-helpers';

export function Textarea({ field, id, value, onChange, onBlur, invalid, describedBy, required, disabled, badge }: WidgetProps<string>) {
  return (
    <>
      <textarea
        id={id}
        className="widget-input widget-textarea"
        rows={5}
        dir="auto"
        lang={field.lang}
        value={asText(value)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={invalid}
        aria-describedby={joinIds(describedBy, badge && badgeId(id))}
        aria-required={required}
        disabled={disabled}
        autoComplete={field.autocomplete}
        placeholder={field.placeholder}
      />
      <Badge controlId={id} text={badge} />
    </>
  );
}
