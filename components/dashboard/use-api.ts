'use client';

import { type SWRConfiguration } from 'swr';
import { useSWR } from '@/components/ui/use-swr';
import { isApiError } from '@/lib/http/fetcher';
import { useSession } from '@/components/auth/use-session';

/**
 * SWR on a private API path with the session's token (the key carries it, so another user's data
 * is never reused). Nothing is fetched before the stored session is read or without a token.
 */
export function useApi<T>(path: string | null, config?: SWRConfiguration<T>) {
  const { token, ready } = useSession();
  return useSWR<T>(ready && token && path ? ([path, token] as const) : null, config);
}

/** True when the server refused the viewer (401 or 403): the page shows the access-denied view. */
export function isDenied(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}
