import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleFetch } from '../console-api';
import type { Kind } from './kinds';
import { listRequestPath, type ListParams } from './list-params';
import type { ApplicationStatus } from './statuses';

/** One row of GET /admin/applications. */
export interface ApplicationRow {
  id: number;
  kind: Kind;
  name: string;
  email: string | null;
  status: ApplicationStatus;
  submittedAt: string;
  updatedAt: string;
}

export interface ApplicationPage {
  data: ApplicationRow[];
  total: number;
}

/** A stored file as the detail sends it: a link organisers open with their session. */
export interface FileLink {
  name: string;
  size?: number;
  type?: string;
  url: string;
}

/** GET /admin/applications/{kind}/{id} (server/admin/application-detail.ts). */
export interface ApplicationDetail {
  kind: Kind;
  id: number;
  name: string;
  email: string | null;
  status: ApplicationStatus;
  /** The organiser moves the lifecycle allows from here. */
  moves: ApplicationStatus[];
  submittedAt: string;
  formVersion: number | null;
  answers: Record<string, unknown>;
  history: { from: ApplicationStatus | null; to: ApplicationStatus; by: string; note: string | null; at: string }[];
  emails: {
    id: number;
    to: string;
    subject: string;
    template: string;
    status: string;
    attempts: number;
    lastError: string | null;
    createdAt: string;
    sentAt: string | null;
  }[];
  checkIns: { name: string; code: string; checkedInAt: string | null }[];
}

export interface BulkResult {
  changed: number;
  refused: { id: number; reason: string }[];
}

/** Every list of applications, for invalidating after a decision. */
export const LISTS_KEY = ['console', 'applications'] as const;

/** One page of a view; the previous page stays on screen while the next one loads. */
export const listQuery = (kind: Kind, params: ListParams) =>
  queryOptions({
    queryKey: [...LISTS_KEY, kind, params],
    queryFn: ({ signal }) => consoleFetch<ApplicationPage>(listRequestPath(kind, params), { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

const applicationPath = (kind: Kind, id: number) => `/admin/applications/${encodeURIComponent(kind)}/${id}`;

export const detailQuery = (kind: Kind, id: number) =>
  queryOptions({
    queryKey: ['console', 'application', kind, id],
    queryFn: async ({ signal }) => (await consoleFetch<{ data: ApplicationDetail }>(applicationPath(kind, id), { signal })).data,
  });

/** PATCH one application's status; a 409 (someone else moved it) is an ApiError with the server's message. */
export async function moveApplication(kind: Kind, id: number, status: ApplicationStatus, note?: string): Promise<ApplicationStatus> {
  const body = await consoleFetch<{ data: { status: ApplicationStatus } }>(applicationPath(kind, id), {
    method: 'PATCH',
    body: note?.trim() ? { status, note: note.trim() } : { status },
  });
  return body.data.status;
}

/** POST the same decision for many; each is changed or refused with its reason. */
export async function moveApplications(kind: Kind, ids: number[], status: ApplicationStatus): Promise<BulkResult> {
  const path = `/admin/applications/${encodeURIComponent(kind)}/bulk`;
  const body = await consoleFetch<{ data: BulkResult }>(path, { method: 'POST', body: { ids, status } });
  return body.data;
}
