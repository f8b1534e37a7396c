import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { T, useT } from '../../../lib/i18n/translate';
import { detailQuery, LISTS_KEY, moveApplication, type ApplicationDetail } from './applications-api';
import { DECISION_VERBS, STATUS_LABELS, type ApplicationStatus } from './statuses';
import { useShortcuts } from './use-shortcuts';

const DECISION_KEYS: Record<string, ApplicationStatus> = { a: 'accepted', w: 'waitlisted', r: 'rejected' };
const KEY_OF: Partial<Record<ApplicationStatus, string>> = { accepted: 'a', waitlisted: 'w', rejected: 'r' };

interface Move {
  from: ApplicationStatus;
  to: ApplicationStatus;
  /** Pressed on the page's buttons (focus follows the status) or typed as a shortcut (focus stays). */
  byButton: boolean;
}

interface ReviewPanelProps {
  detail: ApplicationDetail;
  onNext?: () => void;
  onPrevious?: () => void;
}

/** The status, the moves the lifecycle allows from it, an optional note, undo, and the reviewer's keys. */
export function ReviewPanel({ detail, onNext, onPrevious }: ReviewPanelProps) {
  const queryClient = useQueryClient();
  const t = useT();
  const noteId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [note, setNote] = useState('');
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState('');
  const [last, setLast] = useState<Move | undefined>();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: detailQuery(detail.kind, detail.id).queryKey }),
      queryClient.invalidateQueries({ queryKey: LISTS_KEY }),
    ]);

  const move = useMutation({
    mutationFn: (next: Move) => moveApplication(detail.kind, detail.id, next.to, note),
    onMutate: () => setProblem(''),
    onSuccess: async (status, next) => {
      const undoing = last !== undefined && next.from === last.to && next.to === last.from;
      setLast(undoing ? undefined : next);
      setNote('');
      const then = onNext && !undoing ? ` ${t('console.review.pressNext')}` : '';
      const moved = t(undoing ? 'console.review.movedBack' : 'console.review.moved', { status: t(STATUS_LABELS[status]) });
      setSaid(`${moved}${then}`);
      await refresh();
      if (next.byButton) statusRef.current?.focus();
    },
    onError: async (error) => {
      // Someone else decided meanwhile: show what the application is now; the note stays typed.
      const conflict = error instanceof ApiError && error.status === 409;
      setProblem(conflict ? `${error.message} ${t('console.review.conflict')}` : error.message);
      if (conflict) await refresh();
    },
  });

  const decide = (to: ApplicationStatus, byButton: boolean) => {
    if (move.isPending) return;
    if (!detail.moves.includes(to)) {
      setSaid(t('console.review.cannotMove', { from: t(STATUS_LABELS[detail.status]), to: t(STATUS_LABELS[to]) }));
      return;
    }
    move.mutate({ from: detail.status, to, byButton });
  };
  const undo = last && detail.status === last.to && detail.moves.includes(last.from) ? last : undefined;

  useShortcuts({
    j: () => onNext?.(),
    k: () => onPrevious?.(),
    u: () => undo && decide(undo.from, false),
    ...Object.fromEntries(Object.entries(DECISION_KEYS).map(([key, to]) => [key, () => decide(to, false)])),
  });

  return (
    <section className="console-review" aria-labelledby="decision-title">
      <h2 id="decision-title">{t('console.review.title')}</h2>
      <p ref={statusRef} tabIndex={-1} className="console-current-status">
        {t('console.review.status')} <strong>{t(STATUS_LABELS[detail.status])}</strong>
      </p>
      {detail.moves.length > 0 ? (
        <>
          <div className="console-field">
            <label htmlFor={noteId}>{t('console.review.note')}</label>
            <textarea id={noteId} dir="auto" rows={2} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
          </div>
          <div className="console-actions">
            {detail.moves.map((to) => (
              <button
                key={to}
                type="button"
                className="console-button"
                aria-keyshortcuts={KEY_OF[to]}
                disabled={move.isPending}
                onClick={() => decide(to, true)}
              >
                {t(DECISION_VERBS[to] ?? STATUS_LABELS[to])}
              </button>
            ))}
            {undo && (
              <button
                type="button"
                className="console-button console-button-quiet"
                aria-keyshortcuts="u"
                disabled={move.isPending}
                onClick={() => decide(undo.from, true)}
              >
                {t('console.review.undo', { status: t(STATUS_LABELS[undo.from]) })}
              </button>
            )}
          </div>
        </>
      ) : (
        <p>{t('console.review.notOurs')}</p>
      )}
      <p role="status" className="console-said">
        {said}
      </p>
      {problem && (
        <p role="alert" className="console-error">
          {problem}
        </p>
      )}
      <p className="console-hint">
        <T id="console.review.keys" components={{ 0: <kbd />, 1: <kbd />, 2: <kbd />, 3: <kbd />, 4: <kbd />, 5: <kbd /> }} />
      </p>
    </section>
  );
}
