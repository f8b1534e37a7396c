import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useFormWords, type FormWords } from '../../form-react/index';
import type { Application, PostedAction } from './application-schema';
import { ConfirmSeatLink } from './confirm-seat-link';
import { ConfirmStep } from './confirm-step';
import { useApplicationAction } from './use-application';

type Words = { button: string; ask?: { question: string; yes: string; no: string } };

function wordsOf({ t }: FormWords, action: PostedAction): Words {
  if (action === 'withdraw') {
    return {
      button: t('status.withdraw'),
      ask: { question: t('status.withdrawAsk'), yes: t('status.withdrawYes'), no: t('status.withdrawNo') },
    };
  }
  if (action === 'decline') {
    return {
      button: t('status.decline'),
      ask: { question: t('status.declineAsk'), yes: t('status.declineYes'), no: t('status.declineNo') },
    };
  }
  return { button: t('status.confirmTeam') };
}

interface ActionsProps {
  application: Application;
  token: string;
  /** Called once the page shows the outcome (or the refusal). */
  onDone: () => void;
}

/** The acts the holder may do now: withdraw and decline ask first, a seat is confirmed on its own form. */
export function ApplicationActions({ application, token, onDone }: ActionsProps) {
  const action = useApplicationAction(token);
  const words = useFormWords();
  const posted = application.actions.filter((name): name is PostedAction => name !== 'confirm-seat');
  const run = (name: PostedAction) =>
    action
      .mutateAsync(name)
      .catch(() => undefined)
      .finally(onDone);
  // After a refusal the actions may be gone, but the reason must stay on screen.
  if (application.actions.length === 0 && !action.error) return null;
  return (
    <section className="application-actions" aria-labelledby="actions-title">
      <h2 id="actions-title">{words.t('status.actionsTitle')}</h2>
      {application.actions.includes('confirm-seat') ? (
        <ConfirmSeatLink token={token} deadline={application.confirmation?.deadline} />
      ) : null}
      {posted.map((name) => (
        <ActionItem key={name} words={wordsOf(words, name)} busy={action.isPending} onRun={() => run(name)} />
      ))}
      {action.isPending ? <p className="action-progress">{words.t('status.sending')}</p> : null}
      {action.error ? (
        <p role="alert" className="action-error">
          {action.error.message}
        </p>
      ) : null}
    </section>
  );
}

function ActionItem({ words, busy, onRun }: { words: Words; busy: boolean; onRun: () => void }) {
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (asking && words.ask) {
    const cancel = () => {
      // Back on the button that opened the question, not lost at the top of the page.
      flushSync(() => setAsking(false));
      button.current?.focus();
    };
    return (
      <ConfirmStep
        {...words.ask}
        onYes={() => {
          setAsking(false);
          onRun();
        }}
        onNo={cancel}
      />
    );
  }
  // An act that cannot be undone is drawn quieter than the way forward.
  return (
    <button
      ref={button}
      type="button"
      className={`status-button ${words.ask ? 'status-button-secondary' : 'status-button-primary'}`}
      disabled={busy}
      onClick={() => (words.ask ? setAsking(true) : onRun())}
    >
      {words.button}
    </button>
  );
}
