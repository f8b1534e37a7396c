import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listQuery } from './applications-api';
import type { Kind } from './kinds';
import { PAGE_SIZE, type ListParams } from './list-params';

/** Another application of the same view, and the page of the list it is on. */
export interface Neighbour {
  id: number;
  page: number;
}

export interface Neighbours {
  previous?: Neighbour;
  next?: Neighbour;
}

/**
 * The applications before and after this one in the reviewer's view, taken once when it opens: a
 * decision that takes it out of a filtered view ("submitted") still leads on to the one after it.
 */
export function useNeighbours(kind: Kind, id: number, params: ListParams): Neighbours {
  const queryClient = useQueryClient();
  const neighbours = useQuery({
    queryKey: ['console', 'neighbours', kind, id, params],
    queryFn: async (): Promise<Neighbours> => {
      const pageOf = (page: number) => queryClient.fetchQuery(listQuery(kind, { ...params, page }));
      // Decisions since the list was read may have moved it to the page before or after.
      for (const page of [params.page, params.page - 1, params.page + 1]) {
        if (page < 1) continue;
        const { data: rows, total } = await pageOf(page);
        const index = rows.findIndex((row) => row.id === id);
        if (index < 0) continue;
        const before = rows[index - 1];
        const after = rows[index + 1];
        const previousPage = before || page === 1 ? undefined : (await pageOf(page - 1)).data.at(-1);
        const nextPage = after || page * PAGE_SIZE >= total ? undefined : (await pageOf(page + 1)).data[0];
        return {
          previous: before ? { id: before.id, page } : previousPage && { id: previousPage.id, page: page - 1 },
          next: after ? { id: after.id, page } : nextPage && { id: nextPage.id, page: page + 1 },
        };
      }
      return {};
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  return neighbours.data ?? {};
}
