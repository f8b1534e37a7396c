import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useT, type MessageId, type Translate } from '../../../lib/i18n/translate';
import { describedBy, ErrorSummary, Field, type FormProblem } from '../parts/form-parts';
import { passwordProblem, ROLE_WORDS, type NewOrganiser } from './organisers-api';
import type { OrganiserRole } from '../session/use-organiser';

type Key = keyof NewOrganiser;
const EMPTY: NewOrganiser = { email: '', role: 'reviewer', password: '' };
const ID: Record<Key, string> = { email: 'new-organiser-email', role: 'new-organiser-role', password: 'new-organiser-password' };
const ROLES = Object.keys(ROLE_WORDS) as OrganiserRole[];
const roleHint = (t: Translate) => ROLES.map((role) => `${t(ROLE_WORDS[role].name)}: ${t(ROLE_WORDS[role].can)}.`).join(' ');
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function check(values: NewOrganiser, t: Translate): Partial<Record<Key, string>> {
  const errors: Partial<Record<Key, string>> = {};
  if (!LOOKS_LIKE_EMAIL.test(values.email.trim())) errors.email = t('console.addOrganiser.emailProblem');
  const password: MessageId | undefined = passwordProblem(values.password);
  if (password) errors.password = t(password);
  return errors;
}

/** Where the server's refusal belongs: a 409 is about the e-mail, a 422 without field errors about the password. */
function refusalOf(error: Error, t: Translate): { fields: Partial<Record<Key, string>>; form?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, form: error.message };
  const fields: Partial<Record<Key, string>> = {};
  for (const key of Object.keys(ID) as Key[]) if (error.errors[key]?.length) fields[key] = error.errors[key].join(' ');
  if (Object.keys(fields).length > 0) return { fields };
  if (error.status === 409) return { fields: { email: error.message } };
  if (error.status === 422) return { fields: { password: error.message } };
  return { fields: {}, form: t('console.addOrganiser.notAdded', { reason: error.message }) };
}

/** A new organiser account: e-mail, role and a first password the organiser passes on to them. */
export function AddOrganiserForm({ adding, onAdd }: { adding: boolean; onAdd: (account: NewOrganiser) => Promise<unknown> }) {
  const t = useT();
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
        const found = check(values, t);
        if (Object.keys(found).length > 0) return refuse(found);
        onAdd({ ...values, email: values.email.trim() }).then(
          () => {
            setErrors({});
            setFormError(undefined);
            setValues(EMPTY);
          },
          (error: Error) => {
            const { fields, form } = refusalOf(error, t);
            refuse(fields, form);
          },
        );
      }}
    >
      <h2 id="add-organiser-title">{t('console.addOrganiser.title')}</h2>
      <ErrorSummary problems={problems} attempt={attempt} />
      <Field id={ID.email} label={t('console.table.email')} error={errors.email}>
        <input
          id={ID.email}
          type="email"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={values.email}
          onChange={set('email')}
          aria-describedby={describedBy(ID.email, false, errors.email)}
          aria-invalid={Boolean(errors.email)}
          required
        />
      </Field>
      <Field id={ID.role} label={t('console.organisers.role')} hint={roleHint(t)} error={errors.role}>
        <select id={ID.role} value={values.role} onChange={set('role')} aria-describedby={describedBy(ID.role, true, errors.role)}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(ROLE_WORDS[role].name)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={ID.password} label={t('console.password.label')} hint={t('console.addOrganiser.passwordHint')} error={errors.password}>
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
        {adding ? t('console.addOrganiser.adding') : t('console.addOrganiser.button')}
      </button>
    </form>
  );
}
