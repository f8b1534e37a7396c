import type { HTMLAttributes, HTMLInputTypeAttribute } from 'react';
import type { Widget, WidgetProps } from '../lib/widget-contract';
import { Badge, badgeId } from './badge';
import { asText, joinIds } from './widget-helpers';

interface InputKind {
  type: HTMLInputTypeAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/** One <input> for every text-like type: the type only changes the keyboard and what the browser offers. */
function textInput(kind: InputKind, name: string): Widget {
  // One line of text: a long form may contain it (form-renderer.css). A time input draws its own parts and stays as it is.
  const className = kind.type === 'time' ? 'widget-input' : 'widget-input widget-text';
  function TextLikeInput({ field, id, value, onChange, onBlur, invalid, describedBy, required, disabled, badge }: WidgetProps<string>) {
    return (
      <>
        <input
          id={id}
          className={className}
          type={kind.type}
          inputMode={kind.inputMode}
          // An Arabic name reads right to left even on the English page, a Latin e-mail left to right on the Arabic one.
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
  TextLikeInput.displayName = name;
  return TextLikeInput;
}

export const TextInput = textInput({ type: 'text' }, 'TextInput');
export const EmailInput = textInput({ type: 'email' }, 'EmailInput');
export const PasswordInput = textInput({ type: 'password' }, 'PasswordInput');
// type="number" drops what it cannot parse and changes on scroll; the answer stays the typed string.
export const NumberInput = textInput({ type: 'text', inputMode: 'numeric' }, 'NumberInput');
export const TelInput = textInput({ type: 'tel' }, 'TelInput');
export const UrlInput = textInput({ type: 'url' }, 'UrlInput');
export const TimeInput = textInput({ type: 'time' }, 'TimeInput');
