import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFormWords, Words } from '../../form-react/index';
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
  const words = useFormWords();
  const { t } = words;

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
    if (!EMAIL.test(address)) return setStage({ kind: 'asking', error: t('drafts.emailError') });
    setStage({ kind: 'sending' });
    if (!(await session.saver.flush({ force: true }))) {
      return setStage({
        kind: 'asking',
        error: t('drafts.saveFailed'),
      });
    }
    try {
      const sent = await sendResumeEmail(session.formId, address);
      setStage({ kind: 'sent', email: address, expiresAt: sent?.expiresAt ?? session.expiresAt });
    } catch (error) {
      const message = error instanceof DraftApiError && error.status !== 0 ? error.message : t('drafts.sendUnreachable');
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
            {t('drafts.checkEmail')}
          </h2>
          <p role="status">
            <Words id="drafts.sentTo" values={{ email: stage.email }} components={{ 0: <strong dir="auto" /> }} />{' '}
            {stage.expiresAt ? t('drafts.worksUntil', { moment: draftMoment(words, stage.expiresAt) }) : t('drafts.worksUntilClose')}
          </p>
          <p>{t('drafts.openIt')}</p>
          <button type="button" className="button button-primary" onClick={onClose}>
            {t('drafts.close')}
          </button>
        </div>
      ) : (
        <form className="draft-dialog-body" noValidate onSubmit={(event) => void send(event)}>
          <h2 id={`${ids}-title`}>{t('drafts.saveLater')}</h2>
          <p>{t('drafts.dialogIntro')}</p>
          <div className={error ? 'draft-field has-error' : 'draft-field'}>
            <label htmlFor={`${ids}-email`}>{t('drafts.email')}</label>
            {error ? (
              <p id={`${ids}-error`} className="draft-error" role="alert">
                <span className="visually-hidden">{t('field.error')} </span>
                {error}
              </p>
            ) : null}
            <input
              id={`${ids}-email`}
              type="email"
              autoComplete="email"
              spellCheck={false}
              dir="auto"
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-error` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="draft-dialog-actions">
            <button type="submit" className="button button-primary" disabled={stage.kind === 'sending'}>
              {stage.kind === 'sending' ? t('drafts.sending') : t('drafts.send')}
            </button>
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t('drafts.cancel')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
