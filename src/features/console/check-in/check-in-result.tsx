import type { CheckInOutcome } from './check-in-outcome';
import { cairoClock, kindWords } from './check-in-words';

/** The outcome in large type; the colour is a cue only: the icon and the words say the same. */
function OutcomePanel({ outcome }: { outcome: CheckInOutcome }) {
  if (outcome.type === 'unknown' || outcome.type === 'problem') {
    const unknown = outcome.type === 'unknown';
    return (
      <div className="check-in-outcome" data-tone="bad">
        <span className="check-in-icon" aria-hidden="true">
          ✕
        </span>
        <p className="check-in-state">{unknown ? 'Unknown code' : 'Not checked in'}</p>
        <p className="check-in-detail">
          {unknown ? `${outcome.code} is not a known check-in code. Check the code, or find the person by name.` : outcome.message}
        </p>
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
      <p className="check-in-state">{already ? `Already checked in at ${cairoClock(outcome.answer.alreadyCheckedInAt)}` : 'Checked in'}</p>
      <p className="check-in-name">{answer.name}</p>
      <p className="check-in-kind">{kindWords(answer.kind, answer.teamName)}</p>
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
