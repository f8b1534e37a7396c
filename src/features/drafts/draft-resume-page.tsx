import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useFormWords } from '../../form-react/index';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { FormPanel } from '../registration-pages/form-panel';
import { claimDraft, DraftApiError } from './drafts-api';
import type { ClaimedState } from './use-draft';
import './drafts.css';

type ClaimState = { kind: 'claiming' } | { kind: 'invalid' } | { kind: 'failed'; message: string };

/** Statuses saying the token itself is no good: a retry cannot help. */
const INVALID = new Set([400, 404, 410, 422]);

/** Only a path of this site: a link must never send the applicant elsewhere. */
const isSitePath = (path: string) => /^\/(?![/\\])/.test(path);

/**
 * /drafts/resume#<token>, the link of the 'Save and continue later' e-mail: the token (a fragment,
 * never sent in a request line) leaves the address bar at once, is exchanged for the draft's cookie,
 * and the form opens with the answers restored.
 */
export function DraftResumePage() {
  const location = useLocation();
  const [token] = useState(() => location.hash.slice(1));
  const [state, setState] = useState<ClaimState>(() => (token ? { kind: 'claiming' } : { kind: 'invalid' }));
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);
  const { t } = useFormWords();

  const claim = async () => {
    setState({ kind: 'claiming' });
    try {
      const { formId, path } = await claimDraft(token);
      if (!isSitePath(path)) return setState({ kind: 'invalid' });
      const claimed: ClaimedState = { draftClaimed: formId };
      navigate(path, { replace: true, state: claimed });
    } catch (error) {
      if (error instanceof DraftApiError && INVALID.has(error.status)) return setState({ kind: 'invalid' });
      const message = error instanceof DraftApiError && error.status !== 0 ? error.message : t('drafts.unreachable');
      setState({ kind: 'failed', message });
    }
  };

  const onOpen = useEffectEvent(() => {
    // The token is a key to the answers: out of the address bar and the history before anything else.
    // (a replacing navigation: history.replaceState under the router, which keeps its own state right)
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    if (!token || started.current) return;
    started.current = true; // once, even when effects run twice
    void claim();
  });
  useEffect(() => onOpen(), []);

  useEffect(() => {
    if (state.kind !== 'claiming') heading.current?.focus();
  }, [state.kind]);

  return (
    <>
      <BreadcrumbBanner title={t('drafts.resumeTitle')} />
      <FormPanel>
        <div className="draft-resume-page">
          {state.kind === 'claiming' ? (
            <p role="status" className="page-status">
              {t('drafts.opening')}
            </p>
          ) : state.kind === 'invalid' ? (
            <>
              <h2 ref={heading} tabIndex={-1}>
                {t('drafts.linkInvalid')}
              </h2>
              <p>{t('drafts.keptUntil')}</p>
              <p>{t('drafts.startNew')}</p>
              <ul>
                <li>
                  <Link to="/bootcamp-registration">{t('drafts.applyBootcamp')}</Link>
                </li>
                <li>
                  <Link to="/register">{t('drafts.registerTeam')}</Link>
                </li>
              </ul>
            </>
          ) : (
            <>
              <h2 ref={heading} tabIndex={-1}>
                {t('drafts.notOpened')}
              </h2>
              <p>{t('drafts.stillSaved', { message: state.message })}</p>
              <div>
                <button type="button" className="button button-primary" onClick={() => void claim()}>
                  {t('drafts.tryAgain')}
                </button>
              </div>
            </>
          )}
        </div>
      </FormPanel>
    </>
  );
}
