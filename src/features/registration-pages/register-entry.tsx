import { useState, type FormEvent } from 'react';
import { useFormWords } from '../../form-react/index';
import { useHydrated } from '../../lib/use-hydrated';
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
  const { t } = useFormWords();
  const hydrated = useHydrated();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) return setError(t('entry.emailError'));
    if (nationalId.trim().length < 9) return setError(t('entry.nationalIdError'));
    setError(undefined);
    dispatch({ type: 'enter', status, email, national_id: nationalId, participation_method: method });
  };

  return (
    // Inert until the app has taken a server-drawn page over: typing or a press before that would be lost.
    <form className="entry-form" inert={!hydrated} onSubmit={submit} noValidate aria-describedby={error ? 'entry-error' : undefined}>
      <h2 id="entry-title">{t('entry.title')}</h2>
      <p>{t('entry.intro')}</p>
      <div className="entry-field">
        <label htmlFor="entry-email">{t('entry.email')}</label>
        <input
          id="entry-email"
          type="email"
          autoComplete="email"
          dir="auto"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
      </div>
      <div className="entry-field">
        <label htmlFor="entry-national">{t('entry.nationalId')}</label>
        <input
          id="entry-national"
          autoComplete="off"
          dir="auto"
          value={nationalId}
          onChange={(event) => setNationalId(event.target.value)}
          required
        />
      </div>
      <fieldset className="entry-choices">
        <legend>{t('entry.method')}</legend>
        <label>
          <input type="radio" name="method" checked={method === 'on-site'} onChange={() => setMethod('on-site')} /> {t('entry.onSite')}
        </label>
        <label>
          <input type="radio" name="method" checked={method === 'virtual'} onChange={() => setMethod('virtual')} /> {t('entry.virtual')}
        </label>
      </fieldset>
      <fieldset className="entry-choices">
        <legend>{t('entry.intent')}</legend>
        <label>
          <input type="radio" name="status" checked={status === 'register'} onChange={() => setStatus('register')} /> {t('entry.register')}
        </label>
        <label>
          <input type="radio" name="status" checked={status === 'login'} onChange={() => setStatus('login')} /> {t('entry.applied')}
        </label>
      </fieldset>
      {error ? (
        <p id="entry-error" className="entry-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button-primary">
        {t('entry.continue')}
      </button>
    </form>
  );
}
