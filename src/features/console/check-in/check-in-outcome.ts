import { ApiError } from '../../../lib/api';
import type { Translate } from '../../../lib/i18n/translate';
import type { CheckInAnswer } from './check-in-api';

/** What the door sees after a check-in: in, already in, a code nobody has, or a problem to retry. */
export type CheckInOutcome =
  | { type: 'checked-in'; answer: CheckInAnswer }
  | { type: 'already'; answer: CheckInAnswer & { alreadyCheckedInAt: string } }
  | { type: 'unknown'; code: string }
  | { type: 'problem'; message: string };

export function outcomeOfAnswer(answer: CheckInAnswer): CheckInOutcome {
  const { alreadyCheckedInAt } = answer;
  return alreadyCheckedInAt ? { type: 'already', answer: { ...answer, alreadyCheckedInAt } } : { type: 'checked-in', answer };
}

export function outcomeOfError(error: unknown, code: string, t: Translate): CheckInOutcome {
  // A scanned QR code of something else (a web address) can be long: the start is enough to recognise it.
  if (error instanceof ApiError && error.status === 404) {
    return { type: 'unknown', code: code.length > 40 ? `${code.slice(0, 40)}…` : code };
  }
  return { type: 'problem', message: error instanceof Error ? error.message : t('console.door.notSent') };
}
