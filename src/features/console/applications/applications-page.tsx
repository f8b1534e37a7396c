import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useLanguage } from '../../../lib/i18n/language-context';
import type { MessageId } from '../../../lib/i18n/translate';
import { useConsoleWords } from '../i18n/use-console-words';
import { usePageTitle } from '../layout/use-page-title';
import { listQuery, type ApplicationRow } from './applications-api';
import { ApplicationsTable } from './applications-table';
import { BulkActions } from './bulk-actions';
import { SearchBox, StatusFilter } from './list-filters';
import { exportHref, listSearch, queryString } from './list-params';
import { type ApplicationStatus } from './statuses';
import { useKindLabel } from './use-kind-label';
import { useListView } from './use-list-view';
import { LoadProblem } from '../parts/load-problem';

const NO_ROWS: ApplicationRow[] = [];
const LOWER_STATUS = {
  submitted: 'console.status.lower.submitted',
  accepted: 'console.status.lower.accepted',
  waitlisted: 'console.status.lower.waitlisted',
  rejected: 'console.status.lower.rejected',
  withdrawn: 'console.status.lower.withdrawn',
  confirmed: 'console.status.lower.confirmed',
  declined: 'console.status.lower.declined',
  checked_in: 'console.status.lower.checked_in',
} as const satisfies Record<ApplicationStatus, MessageId>;

/** A kind's applications: search, status filter, sort and pages on the server, all kept in the URL; decisions in bulk. */
export function ApplicationsPage() {
  const kind = useParams().kind ?? 'bootcamp';
  const { t, number } = useConsoleWords();
  const language = useLanguage();
  const label = useKindLabel(kind);
  const { params, update } = useListView();
  const list = useQuery(listQuery(kind, params));
  const title = t('console.applications.title', { label });
  usePageTitle(title);

  // A selection belongs to the view it was made in: another page or filter starts empty.
  const viewKey = `${kind}${queryString(listSearch(params))}`;
  const [selected, setSelected] = useState<{ view: string; rows: RowSelectionState }>({ view: viewKey, rows: {} });
  const selection = selected.view === viewKey ? selected.rows : {};
  const select = useCallback((rows: RowSelectionState) => setSelected({ view: viewKey, rows }), [viewKey]);

  const search = useCallback((q: string, typing: boolean) => update({ q }, { replace: typing }), [update]);
  const rows = list.data?.data ?? NO_ROWS;
  const total = list.data?.total ?? 0;
  const detailSearch = queryString(listSearch(params));
  const detailHref = useCallback(
    (row: ApplicationRow) => `/admin/applications/${encodeURIComponent(kind)}/${row.id}${detailSearch}`,
    [kind, detailSearch],
  );
  const filtered = [
    params.status && t(LOWER_STATUS[params.status]),
    params.q.trim() && t('console.applications.matching', { q: params.q.trim() }),
  ]
    .filter(Boolean)
    .join(t('console.list.separator'));
  const withFilter = (text: string) => (filtered ? `${text}${t('console.list.separator')}${filtered}` : text);

  return (
    <>
      <h1>{title}</h1>
      <div className="console-toolbar">
        <SearchBox value={params.q} onSearch={search} />
        <StatusFilter value={params.status} onChange={(status) => update({ status })} />
      </div>
      <div className="console-toolbar">
        <p aria-live="polite" className="console-count">
          {list.isPending
            ? t('console.applications.loading')
            : withFilter(t('console.applications.count', { count: total, shown: number(total) }))}
        </p>
        <a className="console-link-button" href={exportHref(kind, params, language)} download>
          {t('console.applications.csv')}
        </a>
      </div>
      {list.isError && <LoadProblem what={t('console.applications.what')} error={list.error} retry={() => void list.refetch()} />}
      {list.data && (
        <>
          <BulkActions kind={kind} rows={rows.filter((row) => selection[String(row.id)])} onDone={() => select({})} />
          {rows.length === 0 ? (
            <p>{t('console.applications.none')}</p>
          ) : (
            <ApplicationsTable
              caption={withFilter(title)}
              rows={rows}
              total={total}
              params={params}
              onView={update}
              selection={selection}
              onSelection={select}
              detailHref={detailHref}
            />
          )}
        </>
      )}
    </>
  );
}
