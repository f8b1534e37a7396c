import { useState, type ReactNode } from 'react';
import type { FieldDef } from '../../engine/index';
import { fetchExplanation, UNEXPECTED, type ExplainRequest } from './explain-error-api';
import { useTypewriter } from './use-typewriter';
import './explain-error-button.css';

export interface ExplainErrorButtonProps {
  field: FieldDef;
  message: string;
  value: unknown;
  formId?: string;
  personalData?: Record<string, unknown>;
  /** Stands in for POST /assistant/error-explanations in tests. */
  explain?: (request: ExplainRequest) => Promise<string>;
}

type State = { status: 'idle' | 'loading' } | { status: 'done'; text: string } | { status: 'failed'; text: string };

/** 'Explain error with help of AI': asks the assistant, then types the explanation out (20 ms per character). */
export function ExplainErrorButton({ field, message, value, formId, personalData, explain = fetchExplanation }: ExplainErrorButtonProps) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const typed = useTypewriter(state.status === 'done' ? state.text : '');

  const ask = async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'done', text: await explain({ formId, fieldName: field.name, message, value, personalData }) });
    } catch (error) {
      setState({ status: 'failed', text: error instanceof Error && error.message ? error.message : UNEXPECTED });
    }
  };

  return (
    <div className="explain-error">
      {state.status === 'done' ? null : (
        <button type="button" className="explain-error-button" onClick={() => void ask()} disabled={state.status === 'loading'} aria-busy={state.status === 'loading'}>
          Explain error with help of AI
        </button>
      )}
      {/* Screen readers hear the whole explanation once; the typing is for the eyes. */}
      <p role="status" className="visually-hidden">
        {state.status === 'loading' ? 'Loading explanation...' : 'text' in state ? state.text : ''}
      </p>
      {state.status === 'loading' ? (
        <p className="explain-error-loading" aria-hidden="true">
          Loading...
        </p>
      ) : null}
      {state.status === 'done' ? (
        <p className="explain-error-text" aria-hidden="true" data-testid="explanation">
          {typed}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <p className="explain-error-failed" aria-hidden="true">
          {state.text}
        </p>
      ) : null}
    </div>
  );
}

/** A `renderErrorAction` for the renderer: the button under each error message, reset when the message changes. */
export function explainErrorAction(formId?: string) {
  return (field: FieldDef, message: string, value: unknown): ReactNode => (
    <ExplainErrorButton key={`${field.name}:${message}`} field={field} message={message} value={value} formId={formId} />
  );
}
