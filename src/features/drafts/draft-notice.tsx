import { useEffect, useId, useRef } from 'react';
import type { DraftControl } from './use-draft';
import { draftMoment, listWords } from './draft-words';
import './drafts.css';

/** What the banner says once the form is drawn; nothing for a form opened fresh. */
function outcomeWords(draft: DraftControl): string | undefined {
  if (draft.outcome === 'welcome') return 'Welcome back: your answers are restored';
  if (draft.outcome === 'resumed') return 'Your answers are restored';
  if (draft.outcome === 'restarted') return 'Your saved answers were deleted: the form is empty';
  return undefined;
}

/**
 * Above the form: the offer to resume saved answers (GOV.UK notification banner; focus moves to it),
 * then what became of them. A page draws the form only once `draft.ready`.
 */
export function DraftNotice({ draft }: { draft: DraftControl }) {
  const banner = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const outcome = outcomeWords(draft);
  // The offer appears, or the button pressed disappears: either way focus lands on the banner, which is read out.
  useEffect(() => {
    if (draft.phase === 'offer' || outcome) banner.current?.focus();
  }, [draft.phase, outcome]);

  if (draft.phase === 'loading')
    return (
      <p role="status" className="page-status">
        Loading...
      </p>
    );
  if (draft.phase === 'restoring')
    return (
      <p role="status" className="page-status">
        Restoring your answers…
      </p>
    );
  if (draft.phase === 'deleting')
    return (
      <p role="status" className="page-status">
        Deleting your saved answers…
      </p>
    );
  if (draft.phase === 'offer' && draft.offer) {
    return (
      <div ref={banner} className="draft-banner" role="region" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className="draft-banner-title">
          Saved answers
        </h2>
        <div className="draft-banner-content">
          <p className="draft-banner-heading">You have saved answers from {draftMoment(draft.offer.updatedAt)}.</p>
          <p>Resume to carry on where you stopped, or start again with an empty form (your saved answers are then deleted).</p>
          <div className="draft-banner-actions">
            <button type="button" className="button button-primary" onClick={draft.resume}>
              Resume
            </button>
            <button type="button" className="button button-secondary" onClick={draft.startAgain}>
              Start again
            </button>
          </div>
        </div>
      </div>
    );
  }
  if (!outcome) return null;
  return (
    <div ref={banner} className="draft-banner is-success" role="status" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="draft-banner-title">
        {draft.outcome === 'restarted' ? 'Started again' : 'Saved answers'}
      </h2>
      <div className="draft-banner-content">
        <p className="draft-banner-heading">{outcome}</p>
        {draft.lostFiles.length > 0 ? (
          <p>
            We could not bring back {listWords(draft.lostFiles)}: please choose {draft.lostFiles.length > 1 ? 'them' : 'it'} again.
          </p>
        ) : null}
      </div>
    </div>
  );
}
