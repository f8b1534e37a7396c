import { isStatus, type ApplicationStatus } from './statuses';
import type { Language } from '../../../lib/i18n/languages';

/** The sorts the server knows; '-' means newest or Z first. */
export const SORTS = ['submittedAt', '-submittedAt', 'name', '-name', 'updatedAt', '-updatedAt'] as const;
export type ListSort = (typeof SORTS)[number];
export const DEFAULT_SORT: ListSort = '-submittedAt';
export const PAGE_SIZE = 50;

/** One view of a kind's applications; all of it lives in the URL so Back and reload keep it. */
export interface ListParams {
  q: string;
  status?: ApplicationStatus;
  sort: ListSort;
  /** 1-based, as the server counts. */
  page: number;
}

const isSort = (value: string | null): value is ListSort => (SORTS as readonly (string | null)[]).includes(value);

/** The view a URL names; anything unknown falls back to the default. */
export function readListParams(search: URLSearchParams): ListParams {
  const status = search.get('status');
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    q: search.get('q') ?? '',
    status: isStatus(status) ? status : undefined,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's query of a view, defaults left out so links stay short. */
export function listSearch(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  if (params.sort !== DEFAULT_SORT) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** '?a=b', or nothing for the default view. */
export function queryString(search: URLSearchParams): string {
  const text = search.toString();
  return text ? `?${text}` : '';
}

function filters(kind: string, params: ListParams): URLSearchParams {
  const search = new URLSearchParams({ kind });
  if (params.status) search.set('status', params.status);
  if (params.q.trim()) search.set('q', params.q.trim());
  search.set('sort', params.sort);
  return search;
}

/** GET /admin/applications for one page of a view. */
export function listRequestPath(kind: string, params: ListParams): string {
  const search = filters(kind, params);
  search.set('page', String(params.page));
  search.set('pageSize', String(PAGE_SIZE));
  return `/admin/applications?${search}`;
}

/** The CSV of exactly this view, every page of it. */
/** The CSV of the list as filtered, headed and labelled in the page's language (a download sends no page language). */
export const exportHref = (kind: string, params: ListParams, language: Language = 'en'): string =>
  `/api/v1/admin/applications/export?${filters(kind, params)}&language=${language}`;
