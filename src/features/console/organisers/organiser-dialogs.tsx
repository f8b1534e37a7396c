import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n/translate';
import { describedBy, Field } from '../parts/form-parts';
import { ConfirmDialog } from '../applications/confirm-dialog';
import { passwordProblem } from './organisers-api';

/** "Remove this account?": nothing happens until the organiser says so; a refusal (the last admin) is said here. */
export function RemoveDialog({ email, onRemove, onClose }: { email: string; onRemove: () => Promise<unknown>; onClose: () => void }) {
  const t = useT();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog title={t('console.removeDialog.title', { email })} onClose={onClose}>
      <p>{t('console.removeDialog.text')}</p>
      {refusal ? (
        <p role="alert" className="console-error">
          {refusal}
        </p>
      ) : null}
      <div className="organisers-dialog-actions">
        <button type="button" className="console-button console-button-quiet" onClick={onClose}>
          {t('console.dialog.cancel')}
        </button>
        <button
          type="button"
          className="console-button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            onRemove().catch((error: Error) => {
              setBusy(false);
              setRefusal(t('console.removeDialog.notRemoved', { reason: error.message }));
            });
          }}
        >
          {t('console.removeDialog.button')}
        </button>
      </div>
    </ConfirmDialog>
  );
}

/** A new password for an account; every session of that account ends. */
export function ResetPasswordDialog({
  email,
  onReset,
  onClose,
}: {
  email: string;
  onReset: (password: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = 'reset-password';
  return (
    <ConfirmDialog title={t('console.resetDialog.title', { email })} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = passwordProblem(password);
          setError(problem && t(problem));
          if (problem) return document.getElementById(id)?.focus();
          setBusy(true);
          onReset(password).then(onClose, (refusal: Error) => {
            setBusy(false);
            setError(refusal instanceof ApiError && refusal.errors.password ? refusal.errors.password.join(' ') : refusal.message);
            document.getElementById(id)?.focus();
          });
        }}
      >
        <Field id={id} label={t('console.resetDialog.label')} hint={t('console.resetDialog.hint')} error={error}>
          <input
            id={id}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={describedBy(id, true, error)}
            aria-invalid={Boolean(error)}
            required
          />
        </Field>
        <div className="organisers-dialog-actions">
          <button type="submit" className="console-button" disabled={busy}>
            {t('console.resetDialog.button')}
          </button>
          <button type="button" className="console-button console-button-quiet" onClick={onClose}>
            {t('console.dialog.cancel')}
          </button>
        </div>
      </form>
    </ConfirmDialog>
  );
}
