import { memo, useState, type FormEvent } from 'react';
import bootcamp from '../../forms/bootcamp.json';
import { NativeControl } from './bootcamp-native';
import { bootcampStepFields, type StepField } from './bootcamp-step';
import type { Subject } from './subject';
import { ErrorList } from './error-list';

/** The floor for the bootcamp step: native controls checked by hand; after a failed Next a change re-checks its own control only. */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const REQUIRED = 'This field is required';

function fileProblem(field: StepField, input: HTMLInputElement): string {
  const file = input.files?.[0];
  if (!file) return field.required ? REQUIRED : '';
  if (field.accept && !field.accept.includes(file.type)) return 'Choose an image file';
  return field.maxSize !== undefined && file.size > field.maxSize ? 'The file is too large' : '';
}

function problemOf(field: StepField, control: Control, pattern: RegExp | undefined): string {
  if (control instanceof HTMLSelectElement && control.multiple)
    return field.required && control.selectedOptions.length === 0 ? REQUIRED : '';
  if (control instanceof HTMLInputElement && control.type === 'file') return fileProblem(field, control);
  const { value } = control;
  // The browser's own checks: an e-mail's shape, a number's range or a half-typed number.
  if (!control.validity.valid) return 'Enter a valid value';
  if (value === '') return field.required ? REQUIRED : '';
  if (field.minLength !== undefined && value.length < field.minLength) return `Minimum ${field.minLength} characters`;
  if (field.maxLength !== undefined && value.length > field.maxLength) return `Maximum ${field.maxLength} characters`;
  return pattern && !pattern.test(value) ? (field.message ?? 'Invalid format') : '';
}

const Question = memo(function Question({ field, error }: { field: StepField; error: string }) {
  return (
    <div>
      <label htmlFor={field.name}>{field.label}</label>
      {error ? <p className="field-error">{error}</p> : null}
      <NativeControl field={field} invalid={Boolean(error)} control={{ name: field.name }} />
    </div>
  );
});

function PlainBootcampStep({ fields }: { fields: StepField[] }) {
  const [patterns] = useState(() => new Map(fields.map((field) => [field.name, field.pattern ? new RegExp(field.pattern) : undefined])));
  const [controllers, setControllers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const shown = fields.filter((field) => !field.dependsOn || controllers[field.dependsOn.field] === field.dependsOn.value);
  const byName = new Map(fields.map((field) => [field.name, field]));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found: Record<string, string> = {};
    for (const field of shown) {
      const message = problemOf(field, form.elements.namedItem(field.name) as Control, patterns.get(field.name));
      if (message) found[field.name] = message;
    }
    setErrors(found);
  };
  const changed = (event: FormEvent<HTMLFormElement>) => {
    const control = event.target as Control;
    const field = byName.get(control.name);
    if (!field) return;
    if (fields.some((other) => other.dependsOn?.field === field.name)) setControllers({ ...controllers, [field.name]: control.value });
    if (!errors) return;
    const message = problemOf(field, control, patterns.get(field.name));
    if ((errors[field.name] ?? '') === message) return;
    const next = { ...errors };
    if (message) next[field.name] = message;
    else delete next[field.name];
    setErrors(next);
  };
  return (
    <form noValidate onSubmit={submit} onInput={changed}>
      <h2>Personal Information</h2>
      <ErrorList fields={shown} messageOf={(name) => errors?.[name]} />
      {shown.map((field) => (
        <Question key={field.name} field={field} error={errors?.[field.name] ?? ''} />
      ))}
      <button type="submit">Next</button>
    </form>
  );
}

export function createBootcampSubject(): Subject {
  return {
    element: <PlainBootcampStep fields={bootcampStepFields(bootcamp)} />,
    checkMs: 0,
    errors: { listItem: '.error-summary li', fieldMessage: '.field-error' },
    uncontrolled: true,
  };
}
