import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api';
import { useConsoleWords } from '../i18n/use-console-words';
import { usePageTitle } from '../layout/use-page-title';
import { ApplicationAnswers } from './application-answers';
import { CheckInList, EmailsTable, HistoryTable } from './application-records';
import { detailQuery } from './applications-api';
import { listSearch, queryString } from './list-params';
import { ReviewPanel } from './review-panel';
import { useKindLabel } from './use-kind-label';
import { useListView } from './use-list-view';
import { useNeighbours, type Neighbour } from './use-neighbours';
import { When } from './when';

/** One application in full, reviewed in the sequence of the list it was opened from (kept in the URL). */
export function ApplicationPage() {
  const { kind = 'bootcamp', id: idText } = useParams();
  const id = Number(idText);
  const { t, number } = useConsoleWords();
  const label = useKindLabel(kind);
  const { params } = useListView();
  const navigate = useNavigate();
  const detail = useQuery({ ...detailQuery(kind, id), enabled: Number.isInteger(id) && id > 0 });
  const { previous, next } = useNeighbours(kind, id, params);
  const name = detail.data ? detail.data.name || t('console.application.unnamed', { number: number(id) }) : undefined;
  usePageTitle(name ? `${name} — ${label}` : undefined);

  const listHref = `/admin/applications/${encodeURIComponent(kind)}${queryString(listSearch(params))}`;
  const hrefOf = (neighbour: Neighbour) =>
    `/admin/applications/${encodeURIComponent(kind)}/${neighbour.id}${queryString(listSearch({ ...params, page: neighbour.page }))}`;

  // Reviewing in sequence: the next application's name is where the reader starts.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!name || shownId.current === id) return;
    if (shownId.current !== undefined) heading.current?.focus();
    shownId.current = id;
  }, [id, name]);

  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <>
        <h1>{missing ? t('console.application.missing') : t('console.application.cannotShow')}</h1>
        <p role="alert">{detail.error.message}</p>
        <p>
          <Link to={listHref}>{t('console.application.back', { label })}</Link>
        </p>
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        <h1>{t('console.application.unnamed', { number: idText })}</h1>
        <p role="status" className="console-status">
          {t('console.application.loading')}
        </p>
      </>
    );
  }
  const application = detail.data;
  return (
    <>
      <nav className="console-sequence" aria-label={t('console.application.sequence')}>
        <Link to={listHref}>{t('console.application.back', { label })}</Link>
        {previous && <Link to={hrefOf(previous)}>{t('console.application.previous')}</Link>}
        {next && <Link to={hrefOf(next)}>{t('console.application.next')}</Link>}
      </nav>
      <h1 ref={heading} tabIndex={-1} dir="auto">
        {name}
      </h1>
      <p className="console-meta">
        {t('console.application.meta', { label, number: number(application.id) })} <When iso={application.submittedAt} />
        {application.email && (
          <>
            {' · '}
            <bdi>{application.email}</bdi>
          </>
        )}
      </p>
      <ReviewPanel
        key={application.id}
        detail={application}
        onNext={next && (() => navigate(hrefOf(next)))}
        onPrevious={previous && (() => navigate(hrefOf(previous)))}
      />
      <ApplicationAnswers kind={kind} formVersion={application.formVersion} answers={application.answers} person={name ?? ''} />
      <HistoryTable history={application.history} />
      <EmailsTable emails={application.emails} />
      <CheckInList checkIns={application.checkIns} />
    </>
  );
}
