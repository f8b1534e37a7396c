import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFormWords } from '../../form-react/index';
import { DraftSaveStatus } from './draft-save-status';
import type { DraftSession } from './draft-session';
import { preloadSaveLaterDialog, SaveLaterDialogOnDemand } from './save-later-on-demand';
import './drafts.css';

// A hover, a focus or a touch starts the download; a failure is told when the button is pressed.
const preload = () => void preloadSaveLaterDialog().catch(() => undefined);

/** Drawn beside Prev/Next: 'Save and continue later' and the quiet save status. */
export function DraftActions({ session }: { session: DraftSession }) {
  const [open, setOpen] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const { t } = useFormWords();
  // Back to the button once the modal is gone: while it is open the page behind cannot take focus.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const press = () => {
    setLoadFailed(false);
    setOpen(true);
  };
  const failed = () => {
    setOpen(false);
    setLoadFailed(true);
  };
  return (
    <div className="draft-actions">
      <button
        ref={button}
        type="button"
        className="button button-secondary"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={press}
      >
        {t('drafts.saveLater')}
      </button>
      <DraftSaveStatus session={session} />
      {loadFailed ? (
        <p className="draft-error" role="alert">
          {t('drafts.sendUnreachable')}
        </p>
      ) : null}
      {/* Outside the form: a form inside another is not valid HTML, and its Enter would press Next. */}
      {open
        ? createPortal(<SaveLaterDialogOnDemand session={session} onClose={() => setOpen(false)} onLoadFailed={failed} />, document.body)
        : null}
    </div>
  );
}
