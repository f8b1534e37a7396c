import type { InputHTMLAttributes } from 'react';
import type { StepField, StepFieldKind } from './bootcamp-step';

/** What the peers without widgets of their own draw: the browser's control for each kind of question. */
const INPUT_TYPES: Partial<Record<StepFieldKind, string>> = {
  text: 'text',
  email: 'email',
  date: 'date',
  tel: 'tel',
  number: 'number',
  image: 'file',
};

/** The props a library puts on a control: react-hook-form's register(), or just a name for uncontrolled inputs. */
export type ControlProps = Omit<InputHTMLAttributes<HTMLElement>, 'type'> & { name: string };

/** One question's native control, labelled by its name as id; the step's rules stay with the library. */
export function NativeControl({ field, invalid, control }: { field: StepField; invalid: boolean; control: ControlProps }) {
  const common = { id: field.name, 'aria-invalid': invalid, ...control };
  if (field.kind === 'textarea') return <textarea {...common} />;
  if (field.kind === 'select' || field.kind === 'multiselect') {
    const multiple = field.kind === 'multiselect';
    return (
      <select {...common} multiple={multiple}>
        {multiple ? null : <option value="">Choose…</option>}
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  const accept = field.kind === 'image' ? field.accept?.join(',') : undefined;
  return <input {...common} type={INPUT_TYPES[field.kind]} accept={accept} />;
}
