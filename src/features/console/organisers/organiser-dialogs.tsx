import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { describedBy, Field } from '../parts/form-parts';
import { ConfirmDialog } from '../applications/confirm-dialog';
import { passwordProblem } from './organisers-api';

const HINT = 'At least 10 characters. They are signed out everywhere and sign in with it.';

/** "Remove this account?": nothing happens until the organiser says so; a refusal (the last admin) is said here. */
export function RemoveDialog({ email, onRemove, onClose }: { email: string; onRemove: () => Promise<unknown>; onClose: () => void }) {
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog title={`Remove ${email}?`} onClose={onClose}>
      <p>They are signed out at once and can no longer sign in. What they did stays in the applications&apos; history.</p>
      {refusal ? (
        <p role="alert" className="console-error">
          {refusal}
        </p>
      ) : null}
      <div className="organisers-dialog-actions">
        <button type="button" className="console-button console-button-quiet" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="console-button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            onRemove().catch((error: Error) => {
              setBusy(false);
              setRefusal(`The account was not removed: ${error.message}`);
            });
          }}
        >
          Remove account
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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = 'reset-password';
  return (
    <ConfirmDialog title={`New password for ${email}`} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = passwordProblem(password);
          setError(problem);
          if (problem) return document.getElementById(id)?.focus();
          setBusy(true);
          onReset(password).then(onClose, (refusal: Error) => {
            setBusy(false);
            setError(refusal instanceof ApiError && refusal.errors.password ? refusal.errors.password.join(' ') : refusal.message);
            document.getElementById(id)?.focus();
          });
        }}
      >
        <Field id={id} label="New password" hint={HINT} error={error}>
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
            Set the new password
          </button>
          <button type="button" className="console-button console-button-quiet" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ConfirmDialog>
  );
}
