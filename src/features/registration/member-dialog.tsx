import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFormWords } from '../../form-react/index';

/** A modal dialog: focus stays inside, Escape or Close closes it, and the page behind is inert. */
export function MemberDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useFormWords();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);
  return (
    <dialog
      ref={ref}
      className="member-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="member-dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('dialog.close')}
        </button>
      </div>
      {children}
    </dialog>
  );
}
