import { useCallback, useRef, useState } from 'react';
import type { ErrorItem, FormRendererProps } from './types';

export type ExplainStatus =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; added: number; missed: number } | { kind: 'failed'; message: string };

/** Explanations by error path, each for the message it explains. */
type Explained = Record<string, { message: string; text: string }>;

const UNEXPECTED = 'Unexpected error';

/**
 * The summary's "Explain these errors" action: asks once for every listed error not yet explained and keeps
 * each answer with the message it explains, so a field shows it only until its message changes.
 */
export function useErrorExplanations(explainErrors: FormRendererProps['explainErrors']) {
  const [explained, setExplained] = useState<Explained>({});
  const [status, setStatus] = useState<ExplainStatus>({ kind: 'idle' });
  const loading = useRef(false);

  const explain = async (items: ErrorItem[]) => {
    if (!explainErrors || loading.current) return;
    const wanted = items.filter((item) => explained[item.path]?.message !== item.message);
    if (wanted.length === 0) return setStatus({ kind: 'done', added: 0, missed: 0 });
    loading.current = true;
    setStatus({ kind: 'loading' });
    try {
      const answers = await explainErrors(wanted);
      const added = wanted.filter((item) => (answers[item.path] ?? '').trim() !== '');
      if (added.length === 0) throw new Error(UNEXPECTED);
      setExplained((current) => ({
        ...current,
        ...Object.fromEntries(added.map((item) => [item.path, { message: item.message, text: answers[item.path]! }])),
      }));
      setStatus({ kind: 'done', added: added.length, missed: wanted.length - added.length });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error && error.message ? error.message : UNEXPECTED });
    } finally {
      loading.current = false;
    }
  };

  /** The explanation of this path's message, if the message shown is the one explained. */
  const explanationOf = useCallback(
    (path: string, message: string | undefined) =>
      message !== undefined && explained[path]?.message === message ? explained[path].text : undefined,
    [explained],
  );

  return { status, explain, explanationOf, reset: () => setStatus({ kind: 'idle' }) };
}

/** What the summary's status line says for each state of the action. */
export function explainStatusText(status: ExplainStatus): string {
  const fields = (n: number) => `${n} field${n === 1 ? '' : 's'}`;
  switch (status.kind) {
    case 'idle':
      return '';
    case 'loading':
      return 'Loading explanations...';
    case 'failed':
      return status.message;
    case 'done':
      if (status.added === 0) return 'Each error listed already has its explanation under its field';
      return `Explanations added under ${fields(status.added)}${status.missed > 0 ? `; ${fields(status.missed)} could not be explained` : ''}`;
  }
}
