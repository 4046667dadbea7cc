'use client';

import { useState } from 'react';
import type { SWRConfiguration } from 'swr';
import { isDenied, useApi } from '@/components/dashboard/use-api';

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 20;

type Filters = Record<string, string>;

/**
 * The state of an admin list screen: its filters (search text, a select), the page, which goes
 * back to 1 whenever a filter changes, the list read with the session's token (always fresh,
 * the previous page kept while the next loads), and whether the server refused the viewer.
 */
export function useAdminList<T, F extends Filters>(pathOf: (query: F & { page: number; limit: number }) => string, initial: F, config?: SWRConfiguration<T>) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const list = useApi<T>(pathOf({ ...filters, page, limit: ADMIN_PAGE_SIZE }), { dedupingInterval: 0, keepPreviousData: true, ...config });
  return {
    data: list.data,
    error: list.error,
    mutate: list.mutate,
    denied: isDenied(list.error),
    filters,
    /** Changes some filters and goes back to the first page. */
    filter(patch: Partial<F>): void {
      setFilters((current) => ({ ...current, ...patch }));
      setPage(1);
    },
    page,
    setPage,
    limit: ADMIN_PAGE_SIZE,
  };
}
