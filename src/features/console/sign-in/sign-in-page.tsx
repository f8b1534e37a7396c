import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ConsoleFrame } from '../layout/console-frame';
import { usePageTitle } from '../layout/use-page-title';
import { SESSION_KEY, signIn } from '../session/session-api';
import { afterSignIn } from '../session/sign-in-path';
import { ErrorSummary, type Problem } from './error-summary';
import { EMAIL_ID, formProblems, PASSWORD_ID, refusalProblem } from './sign-in-problems';

function FieldError({ id, problems, field }: { id: string; problems: Problem[]; field: string }) {
  const problem = problems.find((item) => item.field === field);
  if (!problem) return null;
  return (
    <p id={id} className="console-field-error">
      <span className="visually-hidden">Error:</span> {problem.message}
    </p>
  );
}

/** Sign-in with an organiser account; afterwards, back to the page that asked for it. */
export function SignInPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [tries, setTries] = useState(0);
  const [busy, setBusy] = useState(false);
  usePageTitle(problems.length > 0 ? 'Error: Sign in' : 'Sign in');

  // What a previous organiser loaded in this browser is not for whoever signs in now.
  useEffect(() => {
    queryClient.removeQueries({ queryKey: ['console'] });
  }, [queryClient]);

  const refuse = (found: Problem[]) => {
    setProblems(found);
    setTries((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = formProblems(email, password);
    if (found.length > 0) return refuse(found);
    setBusy(true);
    try {
      const session = await signIn(email.trim(), password);
      queryClient.setQueryData(SESSION_KEY, session);
      const { to, fullLoad } = afterSignIn(search.get('next'), session.role);
      if (fullLoad) window.location.assign(to);
      else navigate(to, { replace: true });
    } catch (error) {
      setBusy(false);
      refuse([refusalProblem(error)]);
    }
  };

  const invalid = (field: string) => problems.some((problem) => problem.field === field);
  return (
    <ConsoleFrame>
      <div className="console-narrow">
        <ErrorSummary problems={problems} shownAt={tries} />
        <h1>Sign in</h1>
        <p>Sign in with your organiser account. Ask an admin if you do not have one.</p>
        <form className="console-form" noValidate onSubmit={(event) => void submit(event)}>
          <div className={`console-field${invalid(EMAIL_ID) ? ' console-field-invalid' : ''}`}>
            <label htmlFor={EMAIL_ID}>E-mail</label>
            <FieldError id={`${EMAIL_ID}-error`} problems={problems} field={EMAIL_ID} />
            <input
              id={EMAIL_ID}
              name="email"
              type="email"
              autoComplete="username"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={invalid(EMAIL_ID) || undefined}
              aria-describedby={invalid(EMAIL_ID) ? `${EMAIL_ID}-error` : undefined}
            />
          </div>
          <div className={`console-field${invalid(PASSWORD_ID) ? ' console-field-invalid' : ''}`}>
            <label htmlFor={PASSWORD_ID}>Password</label>
            <FieldError id={`${PASSWORD_ID}-error`} problems={problems} field={PASSWORD_ID} />
            <input
              id={PASSWORD_ID}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={invalid(PASSWORD_ID) || undefined}
              aria-describedby={invalid(PASSWORD_ID) ? `${PASSWORD_ID}-error` : undefined}
            />
          </div>
          <button type="submit" className="console-button" disabled={busy}>
            Sign in
          </button>
        </form>
      </div>
    </ConsoleFrame>
  );
}
