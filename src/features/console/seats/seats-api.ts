import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleFetch } from '../console-api';

/** A bootcamp slot as GET /admin/slots lists it. */
export interface Slot {
  id: number;
  name: string;
  capacity: number;
  confirmed: number;
}

/** Someone holding a confirmed seat in a slot. */
export interface SeatHolder {
  applicationId: number;
  name: string;
  email: string | null;
  confirmedAt: string;
}

// Keys of their own: other console pages may cache the same endpoints in other shapes.
const SLOTS_KEY = ['console', 'seats', 'slots'];

export function useSlots() {
  return useQuery({
    queryKey: SLOTS_KEY,
    queryFn: ({ signal }) => consoleFetch<{ data: Slot[] }>('/admin/slots', { signal }).then((body) => body.data),
  });
}

export function useSeatHolders(slotId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['console', 'seats', 'slots', slotId],
    queryFn: ({ signal }) => consoleFetch<{ data: SeatHolder[] }>(`/admin/slots/${slotId}/seats`, { signal }).then((body) => body.data),
    enabled,
  });
}

/** PUT /admin/slots/:id; the server refuses (409) a capacity below the confirmed seats and says why. */
export function useSetCapacity(slotId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (capacity: number) =>
      consoleFetch<{ data: Omit<Slot, 'name'> }>(`/admin/slots/${slotId}`, { method: 'PUT', body: { capacity } }).then((body) => body.data),
    onSuccess: (saved) => {
      queryClient.setQueryData<Slot[]>(SLOTS_KEY, (slots) => slots?.map((slot) => (slot.id === saved.id ? { ...slot, ...saved } : slot)));
    },
    // A refusal may come from seats confirmed meanwhile: show the current counts.
    onError: () => queryClient.invalidateQueries({ queryKey: SLOTS_KEY, exact: true }),
  });
}
