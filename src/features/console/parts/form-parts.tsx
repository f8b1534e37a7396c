import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n/translate';

export interface FormProblem {
  /** The id of the control the problem is about; none for a problem of the whole form. */
  controlId?: string;
  message: string;
}

/** The ids that describe a control: its hint, then its error (GOV.UK order). */
export function describedBy(id: string, hint: boolean, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** 'There is a problem' naming each field with a link to it; takes focus after every refused attempt. */
export function ErrorSummary({ problems, attempt }: { problems: FormProblem[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useT();
  const titleId = useId();
  const shown = problems.length > 0;
  useEffect(() => {
    if (shown && attempt > 0) ref.current?.focus();
  }, [attempt, shown]);
  if (!shown) return null;
  return (
    <div ref={ref} className="console-error-summary" tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('console.errors.summary')}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.controlId ?? ''}:${problem.message}`}>
            {problem.controlId ? (
              <a
                href={`#${problem.controlId}`}
                onClick={(event) => {
                  // The router owns the URL's hash; focusing is what the link is for.
                  event.preventDefault();
                  document.getElementById(problem.controlId!)?.focus();
                }}
              >
                {problem.message}
              </a>
            ) : (
              problem.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A label, its hint and its inline error around one control (the control carries describedBy() itself). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={error ? 'console-field console-field-invalid' : 'console-field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="console-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="console-field-error">
          <span className="visually-hidden">{t('console.errors.prefix')} </span>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
