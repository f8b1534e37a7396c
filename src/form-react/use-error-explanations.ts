import { useCallback, useRef, useState } from 'react';
import { formWords, type FormWords } from './form-words';
import type { ErrorItem, FormRendererProps } from './types';

export type ExplainStatus =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; added: number; missed: number } | { kind: 'failed'; message: string };

/** Explanations by error path, each for the message it explains. */
type Explained = Record<string, { message: string; text: string }>;

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
      if (added.length === 0) throw new Error(); // no message: the summary says 'Unexpected error' in the page's language
      setExplained((current) => ({
        ...current,
        ...Object.fromEntries(added.map((item) => [item.path, { message: item.message, text: answers[item.path]! }])),
      }));
      setStatus({ kind: 'done', added: added.length, missed: wanted.length - added.length });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : '' });
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
export function explainStatusText(status: ExplainStatus, { t, number }: FormWords = formWords('en')): string {
  const count = (n: number) => ({ count: n, shown: number(n) });
  switch (status.kind) {
    case 'idle':
      return '';
    case 'loading':
      return t('explain.loading');
    case 'failed':
      return status.message || t('explain.unexpected');
    case 'done':
      if (status.added === 0) return t('explain.allExplained');
      return `${t('explain.added', count(status.added))}${status.missed > 0 ? `; ${t('explain.missed', count(status.missed))}` : ''}`;
  }
}
