import { useConsoleWords } from '../i18n/use-console-words';
import type { CheckInOutcome } from './check-in-outcome';
import { cairoClock, kindWords } from './check-in-words';

/** The outcome in large type; the colour is a cue only: the icon and the words say the same. */
function OutcomePanel({ outcome }: { outcome: CheckInOutcome }) {
  const { t, language } = useConsoleWords();
  if (outcome.type === 'unknown' || outcome.type === 'problem') {
    const unknown = outcome.type === 'unknown';
    return (
      <div className="check-in-outcome" data-tone="bad">
        <span className="check-in-icon" aria-hidden="true">
          ✕
        </span>
        <p className="check-in-state">{unknown ? t('console.door.unknown') : t('console.door.notCheckedIn')}</p>
        <p className="check-in-detail">{unknown ? t('console.door.unknownDetail', { code: outcome.code }) : outcome.message}</p>
      </div>
    );
  }
  const { answer } = outcome;
  const already = outcome.type === 'already';
  return (
    <div className="check-in-outcome" data-tone={already ? 'warn' : 'good'}>
      <span className="check-in-icon" aria-hidden="true">
        {already ? '!' : '✓'}
      </span>
      <p className="check-in-state">
        {already
          ? t('console.door.already', { time: cairoClock(outcome.answer.alreadyCheckedInAt, new Date(), language) })
          : t('console.status.checked_in')}
      </p>
      <p className="check-in-name" dir="auto">
        {answer.name}
      </p>
      <p className="check-in-kind" dir="auto">
        {kindWords(answer.kind, answer.teamName, language)}
      </p>
    </div>
  );
}

/**
 * Two live regions that stay on the page so each new outcome is announced: a check-in politely,
 * a code that fails at once. Each outcome is drawn anew (its seq), so the same words twice are announced twice.
 */
export function CheckInResult({ outcome, seq }: { outcome?: CheckInOutcome; seq?: number }) {
  const failed = outcome?.type === 'unknown' || outcome?.type === 'problem';
  return (
    <div className="check-in-result">
      <div role="status" aria-atomic="true">
        {outcome && !failed ? <OutcomePanel key={seq} outcome={outcome} /> : null}
      </div>
      <div role="alert" aria-atomic="true">
        {outcome && failed ? <OutcomePanel key={seq} outcome={outcome} /> : null}
      </div>
    </div>
  );
}
