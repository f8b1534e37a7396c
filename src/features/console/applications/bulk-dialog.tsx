import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageId } from '../../../lib/i18n/translate';
import { useConsoleWords } from '../i18n/use-console-words';
import { LISTS_KEY, moveApplications, type ApplicationRow } from './applications-api';
import { ConfirmDialog } from './confirm-dialog';
import type { Kind } from './kinds';
import { STATUS_LABELS, type ApplicationStatus } from './statuses';

interface BulkDialogProps {
  kind: Kind;
  status: ApplicationStatus;
  rows: ApplicationRow[];
  /** After a decision the selection is spent. */
  onDone: () => void;
  onClose: () => void;
}

// The question and its button, per decision: Arabic words a verb and its object together.
const QUESTIONS: Partial<Record<ApplicationStatus, { question: MessageId; button: MessageId }>> = {
  accepted: { question: 'console.bulkDialog.accept.question', button: 'console.bulkDialog.accept.button' },
  waitlisted: { question: 'console.bulkDialog.waitlist.question', button: 'console.bulkDialog.waitlist.button' },
  rejected: { question: 'console.bulkDialog.reject.question', button: 'console.bulkDialog.reject.button' },
};

/** Asks before deciding for many at once, then says what changed and what was refused and why. */
export function BulkDialog({ kind, status, rows, onDone, onClose }: BulkDialogProps) {
  const queryClient = useQueryClient();
  const { t, number } = useConsoleWords();
  const words = QUESTIONS[status] ?? { question: 'console.bulkDialog.move.question', button: 'console.bulkDialog.move.button' };
  const statusWord = t(STATUS_LABELS[status]);
  const applications = (count: number) => ({ count, shown: number(count), status: statusWord });
  const move = useMutation({
    mutationFn: () =>
      moveApplications(
        kind,
        rows.map((row) => row.id),
        status,
      ),
    onSuccess: () => {
      onDone();
      return queryClient.invalidateQueries({ queryKey: LISTS_KEY });
    },
  });
  const nameOf = (id: number) => rows.find((row) => row.id === id)?.name || t('console.application.unnamed', { number: number(id) });

  if (move.data) {
    const { changed, refused } = move.data;
    return (
      <ConfirmDialog title={t('console.bulkDialog.done')} onClose={onClose}>
        <div role="status">
          <p>{t('console.bulkDialog.changed', applications(changed))}</p>
          {refused.length > 0 && (
            <>
              <p>{t('console.bulkDialog.refused', applications(refused.length))}</p>
              <ul>
                {refused.map((item) => (
                  <li key={item.id}>
                    {nameOf(item.id)}
                    {t('console.detailCheckIn.colon')} {item.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div className="console-actions">
          <button type="button" className="console-button" onClick={onClose}>
            {t('console.dialog.close')}
          </button>
        </div>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog title={t(words.question, applications(rows.length))} onClose={onClose}>
      <p>{t('console.bulkDialog.explain', { status: statusWord })}</p>
      {move.error && (
        <p role="alert" className="console-error">
          {move.error.message}
        </p>
      )}
      <div className="console-actions">
        <button type="button" className="console-button" onClick={() => move.mutate()} disabled={move.isPending}>
          {move.isPending ? t('console.bulkDialog.working') : t(words.button, applications(rows.length))}
        </button>
        <button type="button" className="console-button console-button-quiet" onClick={onClose}>
          {t('console.dialog.cancel')}
        </button>
      </div>
    </ConfirmDialog>
  );
}
