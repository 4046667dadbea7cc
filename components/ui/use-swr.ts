'use client';

import useSWRWithFetcher, { type SWRConfiguration, type SWRResponse } from 'swr';
import { fetcher, type FetcherKey } from '@/lib/http/fetcher';

/** Slow, costly connections: no refetch on focus, one retry, dedupe for a minute. */
const SWR_OPTIONS = { revalidateOnFocus: false, errorRetryCount: 1, dedupingInterval: 60_000 } as const;

/**
 * SWR with the store's JSON client and options, for every screen that reads the API. These were
 * an <SWRConfig> around every page, which put SWR (5.5 KB compressed) in every page's first-load
 * JavaScript; now it comes with the first component that reads something. The cache is SWR's one
 * global cache either way, so `useSWRConfig().mutate` and `preload` reach the same entries.
 */
export function useSWR<T>(key: FetcherKey | null, config?: SWRConfiguration<T>): SWRResponse<T> {
  return useSWRWithFetcher<T, unknown, FetcherKey | null>(key, fetcher<T>, { ...SWR_OPTIONS, ...config });
}
