import { useState, type FormEvent } from 'react';
import { useUserState, type ParticipationMethod, type UserStatus } from './user-state';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The entry page of /register: who you are, how your team takes part, and whether you already applied. */
export function RegisterEntry() {
  const [state, dispatch] = useUserState();
  const [email, setEmail] = useState(state.email);
  const [nationalId, setNationalId] = useState(state.national_id);
  const [method, setMethod] = useState<ParticipationMethod>(state.participation_method);
  const [status, setStatus] = useState<UserStatus>(state.status);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) return setError('Enter the e-mail address of the team leader, e.g. name@example.com.');
    if (nationalId.trim().length < 9) return setError('Enter the team leader’s national ID or passport number.');
    setError(undefined);
    dispatch({ type: 'enter', status, email, national_id: nationalId, participation_method: method });
  };

  return (
    <form className="entry-form" onSubmit={submit} noValidate aria-describedby={error ? 'entry-error' : undefined}>
      <h2 id="entry-title">Before you start</h2>
      <p>
        The team leader fills in the registration for the whole team. Check every answer: an application cannot be edited after it is
        submitted.
      </p>
      <div className="entry-field">
        <label htmlFor="entry-email">Team leader’s e-mail</label>
        <input
          id="entry-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
      </div>
      <div className="entry-field">
        <label htmlFor="entry-national">National ID or passport number</label>
        <input id="entry-national" autoComplete="off" value={nationalId} onChange={(event) => setNationalId(event.target.value)} required />
      </div>
      <fieldset className="entry-choices">
        <legend>How will your team take part?</legend>
        <label>
          <input type="radio" name="method" checked={method === 'on-site'} onChange={() => setMethod('on-site')} /> On-Site
        </label>
        <label>
          <input type="radio" name="method" checked={method === 'virtual'} onChange={() => setMethod('virtual')} /> Virtual
        </label>
      </fieldset>
      <fieldset className="entry-choices">
        <legend>What do you want to do?</legend>
        <label>
          <input type="radio" name="status" checked={status === 'register'} onChange={() => setStatus('register')} /> Register a new team
        </label>
        <label>
          <input type="radio" name="status" checked={status === 'login'} onChange={() => setStatus('login')} /> I already applied
        </label>
      </fieldset>
      {error ? (
        <p id="entry-error" className="entry-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button-primary">
        Continue
      </button>
    </form>
  );
}
