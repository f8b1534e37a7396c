import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFormWords } from '../../form-react/index';
import { DraftSaveStatus } from './draft-save-status';
import type { DraftSession } from './draft-session';
import { SaveLaterDialog } from './save-later-dialog';
import './drafts.css';

/** Drawn beside Prev/Next: 'Save and continue later' and the quiet save status. */
export function DraftActions({ session }: { session: DraftSession }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const { t } = useFormWords();
  // Back to the button once the modal is gone: while it is open the page behind cannot take focus.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <div className="draft-actions">
      <button ref={button} type="button" className="button button-secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('drafts.saveLater')}
      </button>
      <DraftSaveStatus session={session} />
      {/* Outside the form: a form inside another is not valid HTML, and its Enter would press Next. */}
      {open ? createPortal(<SaveLaterDialog session={session} onClose={() => setOpen(false)} />, document.body) : null}
    </div>
  );
}
