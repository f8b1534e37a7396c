import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DraftApiError, sendResumeEmail } from './drafts-api';
import type { DraftSession } from './draft-session';
import { draftMoment } from './draft-words';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Stage = { kind: 'asking'; error?: string } | { kind: 'sending' } | { kind: 'sent'; email: string; expiresAt?: string };

/** A modal dialog: the page behind is inert, Escape or Cancel closes it, focus returns to its button (the caller's). */
export function SaveLaterDialog({ session, onClose }: { session: DraftSession; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const [email, setEmail] = useState(() => session.emailAnswer());
  const [stage, setStage] = useState<Stage>({ kind: 'asking' });
  const ids = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
  }, []);
  useEffect(() => {
    if (stage.kind === 'sent') sentHeading.current?.focus();
  }, [stage.kind]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // rendered through a portal: React would bubble the submit to the form behind
    const address = email.trim();
    if (!EMAIL.test(address))
      return setStage({ kind: 'asking', error: 'Enter an e-mail address in the correct format, like name@example.com' });
    setStage({ kind: 'sending' });
    if (!(await session.saver.flush({ force: true }))) {
      return setStage({
        kind: 'asking',
        error: 'Your answers could not be saved just now, so no link was sent. Check your connection and try again.',
      });
    }
    try {
      const sent = await sendResumeEmail(session.formId, address);
      setStage({ kind: 'sent', email: address, expiresAt: sent?.expiresAt ?? session.expiresAt });
    } catch (error) {
      const message =
        error instanceof DraftApiError && error.status !== 0
          ? error.message
          : 'We could not reach the server. Check your connection and try again.';
      setStage({ kind: 'asking', error: message });
    }
  };

  const error = stage.kind === 'asking' ? stage.error : undefined;
  return (
    <dialog
      ref={dialog}
      className="draft-dialog"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {stage.kind === 'sent' ? (
        <div className="draft-dialog-body">
          <h2 id={`${ids}-title`} ref={sentHeading} tabIndex={-1}>
            Check your e-mail
          </h2>
          <p role="status">
            We sent a link to <strong>{stage.email}</strong>.{' '}
            {stage.expiresAt ? `It works until ${draftMoment(stage.expiresAt)}.` : 'It works until the registration closes.'}
          </p>
          <p>Open it on this device or another to carry on where you stopped. Your answers are kept on our server, not on this device.</p>
          <button type="button" className="button button-primary" onClick={onClose}>
            Close
          </button>
        </div>
      ) : (
        <form className="draft-dialog-body" noValidate onSubmit={(event) => void send(event)}>
          <h2 id={`${ids}-title`}>Save and continue later</h2>
          <p>Your answers are saved. We will e-mail you a link to come back to them, on this device or another.</p>
          <div className={error ? 'draft-field has-error' : 'draft-field'}>
            <label htmlFor={`${ids}-email`}>E-mail address</label>
            {error ? (
              <p id={`${ids}-error`} className="draft-error" role="alert">
                <span className="visually-hidden">Error: </span>
                {error}
              </p>
            ) : null}
            <input
              id={`${ids}-email`}
              type="email"
              autoComplete="email"
              spellCheck={false}
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-error` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="draft-dialog-actions">
            <button type="submit" className="button button-primary" disabled={stage.kind === 'sending'}>
              {stage.kind === 'sending' ? 'Sending…' : 'Send the link'}
            </button>
            <button type="button" className="button button-secondary" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
