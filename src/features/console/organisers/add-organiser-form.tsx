import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { describedBy, ErrorSummary, Field, type FormProblem } from '../parts/form-parts';
import { passwordProblem, ROLE_WORDS, type NewOrganiser } from './organisers-api';
import type { OrganiserRole } from '../session/use-organiser';

type Key = keyof NewOrganiser;
const EMPTY: NewOrganiser = { email: '', role: 'reviewer', password: '' };
const ID: Record<Key, string> = { email: 'new-organiser-email', role: 'new-organiser-role', password: 'new-organiser-password' };
const ROLES = Object.keys(ROLE_WORDS) as OrganiserRole[];
const ROLE_HINT = ROLES.map((role) => `${ROLE_WORDS[role].name}: ${ROLE_WORDS[role].can}.`).join(' ');
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function check(values: NewOrganiser): Partial<Record<Key, string>> {
  const errors: Partial<Record<Key, string>> = {};
  if (!LOOKS_LIKE_EMAIL.test(values.email.trim())) errors.email = 'Enter an e-mail address, like name@example.com.';
  const password = passwordProblem(values.password);
  if (password) errors.password = password;
  return errors;
}

/** Where the server's refusal belongs: a 409 is about the e-mail, a 422 without field errors about the password. */
function refusalOf(error: Error): { fields: Partial<Record<Key, string>>; form?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, form: error.message };
  const fields: Partial<Record<Key, string>> = {};
  for (const key of Object.keys(ID) as Key[]) if (error.errors[key]?.length) fields[key] = error.errors[key].join(' ');
  if (Object.keys(fields).length > 0) return { fields };
  if (error.status === 409) return { fields: { email: error.message } };
  if (error.status === 422) return { fields: { password: error.message } };
  return { fields: {}, form: `The organiser was not added: ${error.message}` };
}

/** A new organiser account: e-mail, role and a first password the organiser passes on to them. */
export function AddOrganiserForm({ adding, onAdd }: { adding: boolean; onAdd: (account: NewOrganiser) => Promise<unknown> }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const refuse = (fields: Partial<Record<Key, string>>, form?: string) => {
    setErrors(fields);
    setFormError(form);
    setAttempt((count) => count + 1);
  };
  const set = (key: Key) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  const problems: FormProblem[] = [
    ...(formError ? [{ message: formError }] : []),
    ...(Object.keys(ID) as Key[]).filter((key) => errors[key]).map((key) => ({ controlId: ID[key], message: errors[key]! })),
  ];

  return (
    <form
      className="organisers-add"
      noValidate
      aria-labelledby="add-organiser-title"
      onSubmit={(event) => {
        event.preventDefault();
        const found = check(values);
        if (Object.keys(found).length > 0) return refuse(found);
        onAdd({ ...values, email: values.email.trim() }).then(
          () => {
            setErrors({});
            setFormError(undefined);
            setValues(EMPTY);
          },
          (error: Error) => {
            const { fields, form } = refusalOf(error);
            refuse(fields, form);
          },
        );
      }}
    >
      <h2 id="add-organiser-title">Add an organiser</h2>
      <ErrorSummary problems={problems} attempt={attempt} />
      <Field id={ID.email} label="E-mail" error={errors.email}>
        <input
          id={ID.email}
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={values.email}
          onChange={set('email')}
          aria-describedby={describedBy(ID.email, false, errors.email)}
          aria-invalid={Boolean(errors.email)}
          required
        />
      </Field>
      <Field id={ID.role} label="Role" hint={ROLE_HINT} error={errors.role}>
        <select id={ID.role} value={values.role} onChange={set('role')} aria-describedby={describedBy(ID.role, true, errors.role)}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_WORDS[role].name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={ID.password}
        label="Password"
        hint="At least 10 characters. Give it to them in person or by another safe channel."
        error={errors.password}
      >
        <input
          id={ID.password}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          aria-describedby={describedBy(ID.password, true, errors.password)}
          aria-invalid={Boolean(errors.password)}
          required
        />
      </Field>
      <button type="submit" className="console-button" disabled={adding}>
        {adding ? 'Adding…' : 'Add organiser'}
      </button>
    </form>
  );
}
