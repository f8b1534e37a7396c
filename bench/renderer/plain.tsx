import { memo, useState, type FormEvent } from 'react';
import { benchJsonSchema, MIN_LENGTH } from './fields';
import type { Subject } from './subject';
import { ErrorList } from './error-list';

/** The floor: uncontrolled inputs, checked by hand; after a failed submit a change re-checks its own input only. */
const messageOf = (value: string) =>
  value === '' ? 'This field is required' : value.length < MIN_LENGTH ? `Minimum ${MIN_LENGTH} characters` : '';

const Field = memo(function Field({ name, label, error }: { name: string; label: string; error: string }) {
  return (
    <div>
      <label htmlFor={name}>{label}</label>
      {error ? <p className="field-error">{error}</p> : null}
      <input id={name} name={name} aria-invalid={Boolean(error)} />
    </div>
  );
});

function PlainForm({ fields }: { fields: { name: string; label: string }[] }) {
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found: Record<string, string> = {};
    for (const { name } of fields) {
      const message = messageOf((form.elements.namedItem(name) as HTMLInputElement).value);
      if (message) found[name] = message;
    }
    setErrors(found);
  };
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    if (!errors) return;
    const input = event.target as HTMLInputElement;
    const message = messageOf(input.value);
    if ((errors[input.name] ?? '') === message) return;
    const next = { ...errors };
    if (message) next[input.name] = message;
    else delete next[input.name];
    setErrors(next);
  };
  return (
    <form noValidate onSubmit={submit} onInput={recheck}>
      <ErrorList fields={fields} messageOf={(name) => errors?.[name]} />
      {fields.map(({ name, label }) => (
        <Field key={name} name={name} label={label} error={errors?.[name] ?? ''} />
      ))}
      <button type="submit">Submit</button>
    </form>
  );
}

export function createSubject(count: number): Subject {
  const fields = Object.entries(benchJsonSchema(count).properties).map(([name, { title }]) => ({ name, label: title }));
  return {
    element: <PlainForm fields={fields} />,
    checkMs: 0,
    errors: { listItem: '.error-summary li', fieldMessage: '.field-error' },
    uncontrolled: true,
  };
}
