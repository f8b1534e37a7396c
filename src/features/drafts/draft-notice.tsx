import { useEffect, useId, useRef } from 'react';
import { useFormWords, type FormWords } from '../../form-react/index';
import type { DraftControl } from './use-draft';
import { draftMoment } from './draft-words';
import './drafts.css';

/** What the banner says once the form is drawn; nothing for a form opened fresh. */
function outcomeWords(draft: DraftControl, { t }: FormWords): string | undefined {
  if (draft.outcome === 'welcome') return t('drafts.welcomeBack');
  if (draft.outcome === 'resumed') return t('drafts.restored');
  if (draft.outcome === 'restarted') return t('drafts.deleted');
  return undefined;
}

/**
 * Above the form: the offer to resume saved answers (GOV.UK notification banner; focus moves to it),
 * then what became of them. A page draws the form only once `draft.ready`.
 */
export function DraftNotice({ draft }: { draft: DraftControl }) {
  const banner = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const words = useFormWords();
  const { t } = words;
  const outcome = outcomeWords(draft, words);
  // The offer appears, or the button pressed disappears: either way focus lands on the banner, which is read out.
  useEffect(() => {
    if (draft.phase === 'offer' || outcome) banner.current?.focus();
  }, [draft.phase, outcome]);

  if (draft.phase === 'loading')
    return (
      <p role="status" className="page-status">
        {t('drafts.loading')}
      </p>
    );
  if (draft.phase === 'restoring')
    return (
      <p role="status" className="page-status">
        {t('drafts.restoring')}
      </p>
    );
  if (draft.phase === 'deleting')
    return (
      <p role="status" className="page-status">
        {t('drafts.deleting')}
      </p>
    );
  if (draft.phase === 'offer' && draft.offer) {
    return (
      <div ref={banner} className="draft-banner" role="region" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className="draft-banner-title">
          {t('drafts.savedAnswers')}
        </h2>
        <div className="draft-banner-content">
          <p className="draft-banner-heading">{t('drafts.offer', { moment: draftMoment(words, draft.offer.updatedAt) })}</p>
          <p>{t('drafts.offerChoice')}</p>
          <div className="draft-banner-actions">
            <button type="button" className="button button-primary" onClick={draft.resume}>
              {t('drafts.resume')}
            </button>
            <button type="button" className="button button-secondary" onClick={draft.startAgain}>
              {t('drafts.startAgain')}
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
        {draft.outcome === 'restarted' ? t('drafts.startedAgain') : t('drafts.savedAnswers')}
      </h2>
      <div className="draft-banner-content">
        <p className="draft-banner-heading">{outcome}</p>
        {draft.lostFiles.length > 0 ? (
          <p dir="auto">{t('drafts.lostFiles', { files: words.and(draft.lostFiles), count: draft.lostFiles.length })}</p>
        ) : null}
      </div>
    </div>
  );
}
