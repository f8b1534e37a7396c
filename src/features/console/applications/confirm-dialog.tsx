import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A modal <dialog>: the page behind is inert, focus stays inside, Escape closes it, and focus
 * goes back to the button that opened it.
 */
export function ConfirmDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The question is read first; a stray Enter does not answer it.
    dialog.focus();
    return () => {
      // Taken out of the page, a dialog gives focus back to nobody: hand it back by hand.
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="console-dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Escape closes it where the browser would not cancel it by itself (an older one, a test's DOM).
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
