import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/use-page-title';
import { listQuery, type ApplicationRow } from './applications-api';
import { ApplicationsTable } from './applications-table';
import { BulkActions } from './bulk-actions';
import { SearchBox, StatusFilter } from './list-filters';
import { exportHref, listSearch, queryString } from './list-params';
import { STATUS_LABELS } from './statuses';
import { useKindLabel } from './use-kind-label';
import { useListView } from './use-list-view';
import { LoadProblem } from '../parts/load-problem';

const NO_ROWS: ApplicationRow[] = [];
const count = (total: number) => `${total.toLocaleString('en-GB')} application${total === 1 ? '' : 's'}`;

/** A kind's applications: search, status filter, sort and pages on the server, all kept in the URL; decisions in bulk. */
export function ApplicationsPage() {
  const kind = useParams().kind ?? 'bootcamp';
  const label = useKindLabel(kind);
  const { params, update } = useListView();
  const list = useQuery(listQuery(kind, params));
  usePageTitle(`${label} applications`);

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
  const filtered = [params.status && STATUS_LABELS[params.status].toLowerCase(), params.q.trim() && `matching “${params.q.trim()}”`]
    .filter(Boolean)
    .join(', ');

  return (
    <>
      <h1>{label} applications</h1>
      <div className="console-toolbar">
        <SearchBox value={params.q} onSearch={search} />
        <StatusFilter value={params.status} onChange={(status) => update({ status })} />
      </div>
      <div className="console-toolbar">
        <p aria-live="polite" className="console-count">
          {list.isPending ? 'Loading applications...' : `${count(total)}${filtered ? `, ${filtered}` : ''}`}
        </p>
        <a className="console-link-button" href={exportHref(kind, params)} download>
          Download CSV of this view
        </a>
      </div>
      {list.isError && <LoadProblem what="The applications" error={list.error} retry={() => void list.refetch()} />}
      {list.data && (
        <>
          <BulkActions kind={kind} rows={rows.filter((row) => selection[String(row.id)])} onDone={() => select({})} />
          {rows.length === 0 ? (
            <p>No applications match this view.</p>
          ) : (
            <ApplicationsTable
              caption={`${label} applications${filtered ? `, ${filtered}` : ''}`}
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
