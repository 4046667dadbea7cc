'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductDto } from '@/lib/catalog/dto';
import type { FeedSource } from './feed-source';

export type FeedStatus = 'idle' | 'loading' | 'error';

type Options = {
  source: FeedSource;
  /** Page 1 as data, to be drawn by the feed. */
  initial: readonly ProductDto[];
  /** The ids of page 1's cards the server drew already: later pages do not repeat them. */
  renderedIds?: readonly string[];
  initialHasMore: boolean;
  /** A product never listed (the one whose detail page shows the list). */
  excludeId?: string;
  userLoggedId?: string | null;
  /** Page 1 is fetched here too, by the first `loadMore()` (nothing was drawn or given). */
  fetchFirstPage?: boolean;
};

// The page-fetching code (the list's API calls, the promoted items' interleaving) loads when the
// shopper nears the list's end, beside the card's code (ProductFeed), not with the page.
const loadPageFetcher = () => import('./feed-page').then((m) => m.fetchPage);

/**
 * The infinite list's state: page 1 (drawn by the server, given as data, or fetched by the first `loadMore()`), then one page per `loadMore()`; stops when
 * a page has fewer than 10 regular items. A new source means a new list: remount with a `key`.
 */
export function useProductFeed({ source, initial, renderedIds, initialHasMore, excludeId, userLoggedId, fetchFirstPage = false }: Options) {
  const [items, setItems] = useState(() => initial.filter((p) => p._id !== excludeId));
  const [page, setPage] = useState(fetchFirstPage ? 0 : 1);
  const [hasMore, setHasMore] = useState(initialHasMore);
  const [status, setStatus] = useState<FeedStatus>('idle');
  const busy = useRef(false);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => () => aborter.current?.abort(), []);

  const loadMore = useCallback(async () => {
    if (busy.current || !hasMore) return;
    busy.current = true;
    setStatus('loading');
    const controller = new AbortController();
    aborter.current = controller;
    try {
      const fetchPage = await loadPageFetcher();
      const next = await fetchPage(source, page + 1, userLoggedId, controller.signal);
      setItems((list) => {
        const seen = new Set([...(renderedIds ?? []), ...list.map((p) => p._id)]);
        return list.concat(next.items.filter((p) => p._id !== excludeId && !seen.has(p._id)));
      });
      setPage(page + 1);
      setHasMore(next.more);
      setStatus('idle');
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('product list page failed', error);
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }, [source, page, hasMore, excludeId, renderedIds, userLoggedId]);

  return { items, hasMore, status, loadMore };
}
