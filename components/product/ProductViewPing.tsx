'use client';

import { useEffect } from 'react';
import { apiFetch } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { anonymousSessionId } from '@/components/auth/local-store';
import { useSession } from '@/components/auth/use-session';

/**
 * Counts the visit: GET /api/productsImport/{id} with the token, or the anonymous session id when
 * logged out (docs/contract/catalogue.md §7); the server counts one view per user or session. Renders nothing.
 */
export function ProductViewPing({ productId }: { productId: string }) {
  const { token, ready } = useSession();
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    apiFetch(paths.products.one(productId, token ? null : anonymousSessionId()), { token, signal: controller.signal }).catch((error: unknown) => {
      if (!controller.signal.aborted) console.warn('view not counted', error);
    });
    return () => controller.abort();
  }, [productId, token, ready]);
  return null;
}
