import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LISTS_KEY, moveApplications, type ApplicationRow } from './applications-api';
import { ConfirmDialog } from './confirm-dialog';
import type { Kind } from './kinds';
import { DECISION_VERBS, STATUS_LABELS, type ApplicationStatus } from './statuses';

interface BulkDialogProps {
  kind: Kind;
  status: ApplicationStatus;
  rows: ApplicationRow[];
  /** After a decision the selection is spent. */
  onDone: () => void;
  onClose: () => void;
}

const applications = (count: number) => `${count} application${count === 1 ? '' : 's'}`;

/** Asks before deciding for many at once, then says what changed and what was refused and why. */
export function BulkDialog({ kind, status, rows, onDone, onClose }: BulkDialogProps) {
  const queryClient = useQueryClient();
  const verb = DECISION_VERBS[status] ?? STATUS_LABELS[status];
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
  const nameOf = (id: number) => rows.find((row) => row.id === id)?.name || `Application ${id}`;

  if (move.data) {
    const { changed, refused } = move.data;
    return (
      <ConfirmDialog title="Done" onClose={onClose}>
        <div role="status">
          <p>
            {applications(changed)} changed to {STATUS_LABELS[status]}.
          </p>
          {refused.length > 0 && (
            <>
              <p>{applications(refused.length)} refused:</p>
              <ul>
                {refused.map((item) => (
                  <li key={item.id}>
                    {nameOf(item.id)}: {item.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div className="console-actions">
          <button type="button" className="console-button" onClick={onClose}>
            Close
          </button>
        </div>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog title={`${verb} ${applications(rows.length)}?`} onClose={onClose}>
      <p>Each is moved to {STATUS_LABELS[status]} and its applicant is sent the matching e-mail. A decision can be changed later.</p>
      {move.error && (
        <p role="alert" className="console-error">
          {move.error.message}
        </p>
      )}
      <div className="console-actions">
        <button type="button" className="console-button" onClick={() => move.mutate()} disabled={move.isPending}>
          {move.isPending ? 'Working...' : `${verb} ${applications(rows.length)}`}
        </button>
        <button type="button" className="console-button console-button-quiet" onClick={onClose}>
          Cancel
        </button>
      </div>
    </ConfirmDialog>
  );
}
