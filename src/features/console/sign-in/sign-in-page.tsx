import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ConsoleFrame } from '../layout/console-frame';
import { useConsoleWords } from '../i18n/use-console-words';
import { usePageTitle } from '../layout/use-page-title';
import { SESSION_KEY, signIn } from '../session/session-api';
import { afterSignIn } from '../session/sign-in-path';
import { describedBy, ErrorSummary, Field, type FormProblem } from '../parts/form-parts';
import { EMAIL_ID, formProblems, PASSWORD_ID, refusalProblem } from './sign-in-problems';

/** Sign-in with an organiser account; afterwards, back to the page that asked for it. */
export function SignInPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const { t, language } = useConsoleWords();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [tries, setTries] = useState(0);
  const [busy, setBusy] = useState(false);
  usePageTitle(problems.length > 0 ? t('console.signIn.errorTitle') : t('console.signIn.title'));

  // What a previous organiser loaded in this browser is not for whoever signs in now.
  useEffect(() => {
    queryClient.removeQueries({ queryKey: ['console'] });
  }, [queryClient]);

  const refuse = (found: FormProblem[]) => {
    setProblems(found);
    setTries((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = formProblems(email, password, t);
    if (found.length > 0) return refuse(found);
    setBusy(true);
    try {
      const session = await signIn(email.trim(), password);
      queryClient.setQueryData(SESSION_KEY, session);
      const { to, fullLoad } = afterSignIn(search.get('next'), session.role, language);
      if (fullLoad) window.location.assign(to);
      else navigate(to, { replace: true });
    } catch (error) {
      setBusy(false);
      refuse([refusalProblem(error, t, language)]);
    }
  };

  const errorOf = (id: string) => problems.find((problem) => problem.controlId === id)?.message;
  return (
    <ConsoleFrame>
      <div className="console-narrow">
        <ErrorSummary problems={problems} attempt={tries} />
        <h1>{t('console.signIn.title')}</h1>
        <p>{t('console.signIn.intro')}</p>
        <form className="console-form" noValidate onSubmit={(event) => void submit(event)}>
          <Field id={EMAIL_ID} label={t('console.table.email')} error={errorOf(EMAIL_ID)}>
            <input
              id={EMAIL_ID}
              name="email"
              type="email"
              dir="ltr"
              autoComplete="username"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={errorOf(EMAIL_ID) ? true : undefined}
              aria-describedby={describedBy(EMAIL_ID, false, errorOf(EMAIL_ID))}
            />
          </Field>
          <Field id={PASSWORD_ID} label={t('console.password.label')} error={errorOf(PASSWORD_ID)}>
            <input
              id={PASSWORD_ID}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={errorOf(PASSWORD_ID) ? true : undefined}
              aria-describedby={describedBy(PASSWORD_ID, false, errorOf(PASSWORD_ID))}
            />
          </Field>
          <button type="submit" className="console-button" disabled={busy}>
            {t('console.signIn.title')}
          </button>
        </form>
      </div>
    </ConsoleFrame>
  );
}
