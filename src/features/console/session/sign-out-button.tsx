import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n/translate';
import { signOut } from './session-api';

/** Ends the session on the server and shows the sign-in page. */
export function SignOutButton() {
  const navigate = useNavigate();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    try {
      await signOut();
    } catch {
      // Signed out here anyway: the cookie dies with its session's expiry.
    }
    // The sign-in page forgets what this browser loaded.
    navigate('/admin/sign-in', { replace: true });
  };
  return (
    <button type="button" className="console-button console-button-quiet" onClick={() => void leave()} disabled={busy}>
      {t('console.signOut')}
    </button>
  );
}
