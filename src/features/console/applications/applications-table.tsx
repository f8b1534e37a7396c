import {
  createColumnHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type Header,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { Translate } from '../../../lib/i18n/translate';
import { useConsoleWords } from '../i18n/use-console-words';
import { ScrollTable } from '../parts/scroll-table';
import { Link } from 'react-router-dom';
import type { ApplicationRow } from './applications-api';
import { PAGE_SIZE, type ListParams, type ListSort } from './list-params';
import { STATUS_LABELS } from './statuses';
import { When } from './when';

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  tableMeta: {} as { detailHref: (row: ApplicationRow) => string; t: Translate; number: (value: number) => string },
});
type Features = typeof features;
const helper = createColumnHelper<Features, ApplicationRow>();

type Meta = { t: Translate; number: (value: number) => string };
const nameOf = (row: ApplicationRow, { t, number }: Meta) => row.name || t('console.application.unnamed', { number: number(row.id) });

const columns = helper.columns([
  helper.display({
    id: 'select',
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label={table.options.meta!.t('console.table.selectPage')}
        checked={table.getIsAllPageRowsSelected()}
        ref={(box) => {
          if (box) box.indeterminate = table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row, table }) => (
      <input
        type="checkbox"
        aria-label={table.options.meta!.t('console.table.selectOne', { name: nameOf(row.original, table.options.meta!) })}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  }),
  helper.accessor('name', {
    header: ({ table }) => table.options.meta!.t('console.table.name'),
    cell: ({ row, table }) => (
      <Link to={table.options.meta!.detailHref(row.original)} dir="auto">
        {nameOf(row.original, table.options.meta!)}
      </Link>
    ),
  }),
  helper.accessor('email', {
    header: ({ table }) => table.options.meta!.t('console.table.email'),
    enableSorting: false,
    cell: ({ getValue }) => <bdi>{getValue() ?? '-'}</bdi>,
  }),
  helper.accessor('status', {
    header: ({ table }) => table.options.meta!.t('console.table.status'),
    enableSorting: false,
    cell: ({ getValue, table }) => table.options.meta!.t(STATUS_LABELS[getValue()]),
  }),
  helper.accessor('submittedAt', {
    header: ({ table }) => table.options.meta!.t('console.table.submitted'),
    sortDescFirst: true,
    cell: ({ getValue }) => <When iso={getValue()} />,
  }),
  helper.accessor('updatedAt', {
    header: ({ table }) => table.options.meta!.t('console.table.updated'),
    sortDescFirst: true,
    cell: ({ getValue }) => <When iso={getValue()} />,
  }),
]);

const sortingOf = (sort: ListSort): SortingState => [{ id: sort.replace('-', ''), desc: sort.startsWith('-') }];
const sortOf = (sorting: SortingState, fallback: ListSort): ListSort => {
  const [first] = sorting;
  return first ? (`${first.desc ? '-' : ''}${first.id}` as ListSort) : fallback;
};
const resolve = <T,>(updater: Updater<T>, current: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater);

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

type ListHeader = Header<Features, ApplicationRow, unknown>;

function HeaderCell({ header, Render }: { header: ListHeader; Render: (props: { header: ListHeader }) => ReactNode }) {
  const sorted = header.column.getIsSorted();
  if (!header.column.getCanSort()) {
    return (
      <th scope="col">
        <Render header={header} />
      </th>
    );
  }
  return (
    <th scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <button type="button" className="console-sort" onClick={header.column.getToggleSortingHandler()}>
        <Render header={header} />
        <span aria-hidden="true" className="console-sort-mark">
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

interface ApplicationsTableProps {
  caption: string;
  rows: ApplicationRow[];
  total: number;
  params: ListParams;
  onView: (change: Partial<ListParams>) => void;
  selection: RowSelectionState;
  onSelection: (selection: RowSelectionState) => void;
  detailHref: (row: ApplicationRow) => string;
}

/** One server page of applications: sorting and paging ask the server (through the URL), selection stays here. */
export function ApplicationsTable({ caption, rows, total, params, onView, selection, onSelection, detailHref }: ApplicationsTableProps) {
  const { t, number } = useConsoleWords();
  const pagination: PaginationState = { pageIndex: params.page - 1, pageSize: PAGE_SIZE };
  const sorting = sortingOf(params.sort);
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    meta: { detailHref, t, number },
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    rowCount: total,
    state: { sorting, pagination, rowSelection: selection },
    onSortingChange: (updater) => onView({ sort: sortOf(resolve(updater, sorting), params.sort) }),
    onPaginationChange: (updater) => onView({ page: resolve(updater, pagination).pageIndex + 1 }),
    onRowSelectionChange: (updater) => onSelection(resolve(updater, selection)),
  });
  return (
    <>
      <ScrollTable caption={caption}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} Render={table.FlexRender} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-selected={row.getIsSelected() || undefined}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <nav className="console-pager" aria-label={t('console.pager.label')}>
        <p>{t('console.pager.page', { page: number(params.page), pages: number(Math.max(1, table.getPageCount())) })}</p>
        <button
          type="button"
          className="console-button console-button-quiet"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
        >
          {t('console.pager.previous')}
        </button>
        <button
          type="button"
          className="console-button console-button-quiet"
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
        >
          {t('console.pager.next')}
        </button>
      </nav>
    </>
  );
}
