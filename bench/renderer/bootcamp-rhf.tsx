import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import bootcamp from '../../forms/bootcamp.json';
import { NativeControl } from './bootcamp-native';
import { bootcampStepFields, type StepField } from './bootcamp-step';
import { bootcampStepSchema } from './bootcamp-zod';
import type { Subject } from './subject';
import { ErrorList } from './error-list';

type Answers = Record<string, unknown>;

/** A conditional question: only this wrapper re-renders when its controller changes (useWatch, as RHF advises). */
function ShownWhen({ control, when, children }: { control: Control<Answers>; when: StepField['dependsOn']; children: ReactNode }) {
  const value = useWatch({ control, name: when?.field ?? '', disabled: !when });
  return !when || value === when.value ? children : null;
}

/** The bootcamp step in react-hook-form with zod, as its documentation writes it: registered native controls. */
function RhfBootcampStep({ fields, schema }: { fields: StepField[]; schema: z.ZodType<Answers, Answers> }) {
  const { register, handleSubmit, formState, control } = useForm<Answers>({ resolver: zodResolver(schema), mode: 'onSubmit' });
  const errors: FieldErrors<Answers> = formState.errors;
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <h2>Personal Information</h2>
      <ErrorList fields={fields} messageOf={(name) => errors[name]?.message as string | undefined} />
      {fields.map((field) => (
        <ShownWhen key={field.name} control={control} when={field.dependsOn}>
          <div>
            <label htmlFor={field.name}>{field.label}</label>
            {errors[field.name] ? <p className="field-error">{errors[field.name]!.message as string}</p> : null}
            <NativeControl field={field} invalid={Boolean(errors[field.name])} control={register(field.name)} />
          </div>
        </ShownWhen>
      ))}
      <button type="submit">Next</button>
    </form>
  );
}

export function createBootcampSubject(): Subject {
  const fields = bootcampStepFields(bootcamp);
  const schema = bootcampStepSchema(fields) as unknown as z.ZodType<Answers, Answers>;
  return {
    element: <RhfBootcampStep fields={fields} schema={schema} />,
    checkMs: 0,
    errors: { listItem: '.error-summary li', fieldMessage: '.field-error' },
    uncontrolled: true,
  };
}
