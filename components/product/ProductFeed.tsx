'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { ProductDto } from '@/lib/catalog/dto';
import { feedMessages } from '@/lib/messages/feed';
import { useSession } from '@/components/auth/use-session';
import { NoConnection } from '@/components/layout/NoConnection';
import type { FeedSource } from './feed-source';
import type { OwnerContext } from './OwnerActions';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import { useMasonry } from './use-masonry';
import { useProductFeed } from './use-product-feed';
import grid from './ProductGrid.module.css';

/** The next page loads when the tenth-from-last card nears the viewport (catalogue.md §4). */
const SENTINEL_FROM_END = 10;
const SKELETON_COUNT = 10;
const SKELETONS = Array.from({ length: SKELETON_COUNT }, (_, i) => i);

type Props = {
  source: FeedSource;
  initial: readonly ProductDto[];
  initialHasMore: boolean;
  excludeId?: string;
  context?: OwnerContext;
  /** Cards at the top whose images load at once. */
  eagerCount?: number;
  /** Shown when the list is empty. */
  empty: ReactNode;
};

/** The masonry grid with infinite scroll: server-rendered page 1, further pages fetched as the user scrolls. */
export function ProductFeed({ source, initial, initialHasMore, excludeId, context, eagerCount = 0, empty }: Props) {
  const { user } = useSession();
  const { items, hasMore, status, loadMore } = useProductFeed({ source, initial, initialHasMore, excludeId, userLoggedId: user?._id });
  const [sentinel, setSentinel] = useState<HTMLLIElement | null>(null);
  const [end, setEnd] = useState<HTMLDivElement | null>(null);
  const [list, setList] = useState<HTMLUListElement | null>(null);
  useMasonry(list);
  const sentinelIndex = Math.max(0, items.length - SENTINEL_FROM_END);

  useEffect(() => {
    if (!sentinel || !hasMore || status !== 'idle') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMore();
    }, { rootMargin: '300px 0px' });
    observer.observe(sentinel);
    // A jump past the sentinel (End key, a long fling) never makes it intersect: the list's end catches that.
    if (end) observer.observe(end);
    return () => observer.disconnect();
  }, [sentinel, end, hasMore, status, loadMore]);

  if (items.length === 0 && !hasMore) return <>{empty}</>;
  const loading = status === 'loading';
  return (
    <>
      <ul ref={setList} className={grid.grid} aria-busy={loading}>
        {items.map((product, index) => (
          <li key={product._id} ref={index === sentinelIndex ? setSentinel : undefined}>
            <ProductCard product={product} eager={index < eagerCount} context={context} />
          </li>
        ))}
        {loading && SKELETONS.map((i) => <li key={`skeleton-${i}`}><ProductCardSkeleton /></li>)}
      </ul>
      <div ref={setEnd} aria-hidden="true" />
      <p role="status" className="visually-hidden">{loading ? feedMessages.loading : ''}</p>
      {status === 'error' && <NoConnection onRetry={() => void loadMore()} />}
    </>
  );
}
