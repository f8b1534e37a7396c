import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listSearch, readListParams, type ListParams } from './list-params';

/** The list's view, read from and written to the URL; a new filter or sort starts again at page 1. */
export function useListView() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const update = useCallback(
    (change: Partial<ListParams>, { replace = false } = {}) => setSearch(listSearch({ ...params, page: 1, ...change }), { replace }),
    [params, setSearch],
  );
  return { params, update };
}
