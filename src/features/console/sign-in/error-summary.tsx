import { useEffect, useRef } from 'react';

export interface Problem {
  /** The field's id, for the summary's link; a problem of no field is plain text. */
  field?: string;
  message: string;
}

/**
 * GOV.UK's error summary: 'There is a problem', one link per problem to its field, and focus on the
 * summary each time it is shown (`shownAt` changes on every refused try).
 */
export function ErrorSummary({ problems, shownAt }: { problems: Problem[]; shownAt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shownAt > 0) ref.current?.focus();
  }, [shownAt]);
  if (problems.length === 0) return null;
  return (
    <div ref={ref} className="console-error-summary" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">There is a problem</h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem.message}>
            {problem.field ? (
              <a
                href={`#${problem.field}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(problem.field!)?.focus();
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
