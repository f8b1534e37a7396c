import { useSyncExternalStore } from 'react';
import { useFormWords } from '../../form-react/index';
import type { DraftSession } from './draft-session';
import { savedAt } from './draft-words';

/**
 * The quiet line beside the buttons: 'Saved at 10:42 AM', or why not. Not a live region: an
 * announcement every few seconds of typing would drown the form; the dialog announces an explicit save.
 */
export function DraftSaveStatus({ session }: { session: DraftSession }) {
  const { state, lastSavedAt } = useSyncExternalStore(session.subscribe, session.getView, session.getView);
  const words = useFormWords();
  let text = '';
  if (state.kind === 'failed') text = state.message;
  else if (lastSavedAt)
    text = savedAt(words, lastSavedAt); // kept while the next save runs: no flicker
  else if (state.kind === 'saving') text = words.t('drafts.saving');
  return (
    <p className={state.kind === 'failed' ? 'draft-save-status is-failed' : 'draft-save-status'} data-draft-state={state.kind}>
      {text}
    </p>
  );
}
