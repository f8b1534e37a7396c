import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { benchJsonSchema, MIN_LENGTH } from './fields';
import type { Subject } from './subject';
import { ErrorList } from './error-list';

type Answers = Record<string, string>;

/** react-hook-form with zod, as its documentation writes it: registered (uncontrolled) inputs, errors from formState. */
function RhfForm({ fields, schema }: { fields: { name: string; label: string }[]; schema: z.ZodType<Answers, Answers> }) {
  const { register, handleSubmit, formState } = useForm<Answers>({ resolver: zodResolver(schema), mode: 'onSubmit' });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <ErrorList fields={fields} messageOf={(name) => errors[name]?.message} />
      {fields.map(({ name, label }) => (
        <div key={name}>
          <label htmlFor={name}>{label}</label>
          {errors[name] ? <p className="field-error">{errors[name].message}</p> : null}
          <input id={name} aria-invalid={Boolean(errors[name])} {...register(name)} />
        </div>
      ))}
      <button type="submit">Submit</button>
    </form>
  );
}

export function createSubject(count: number): Subject {
  const fields = Object.entries(benchJsonSchema(count).properties).map(([name, { title }]) => ({ name, label: title }));
  const text = z.string().min(1, 'This field is required').min(MIN_LENGTH, `Minimum ${MIN_LENGTH} characters`);
  const schema = z.object(Object.fromEntries(fields.map(({ name }) => [name, text])));
  return {
    element: <RhfForm fields={fields} schema={schema as unknown as z.ZodType<Answers, Answers>} />,
    checkMs: 0,
    errors: { listItem: '.error-summary li', fieldMessage: '.field-error' },
    uncontrolled: true,
  };
}
