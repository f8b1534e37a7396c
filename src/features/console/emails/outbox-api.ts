import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleFetch } from '../console-api';

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A message's envelope and delivery state, as GET /admin/outbox lists it (never its body). */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  template: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export const OUTBOX_PAGE_SIZE = 25;

export function useOutbox(status: OutboxStatus | undefined, page: number) {
  return useQuery({
    queryKey: ['console', 'outbox', status ?? 'all', page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(OUTBOX_PAGE_SIZE) });
      if (status) query.set('status', status);
      return consoleFetch<{ data: OutboxMessage[]; total: number }>(`/admin/outbox?${query}`, { signal });
    },
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** Queues a failed message again, or a sent one as a fresh copy; every outbox page is read again afterwards. */
export function useResend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: OutboxMessage) =>
      consoleFetch<{ data: { id: number; status: 'queued' } }>(`/admin/outbox/${message.id}/resend`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['console', 'outbox'] }),
  });
}
