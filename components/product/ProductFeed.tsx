'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useEffect, useState, type ReactNode } from 'react';
import type { ProductDto } from '@/lib/catalog/dto';
import { feedMessages } from '@/lib/messages/feed';
import { useSession } from '@/components/auth/use-session';
import { NoConnection } from '@/components/layout/NoConnection';
import type { FeedSource } from './feed-source';
import type { OwnerContext } from './OwnerActions';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import { useMasonry } from './use-masonry';
import { useProductFeed } from './use-product-feed';
import grid from './ProductGrid.module.css';

/** The next page loads when the tenth-from-last card nears the viewport (docs/contract/catalogue.md §4). */
const SENTINEL_FROM_END = 10;
const SKELETON_COUNT = 10;
const SKELETONS = Array.from({ length: SKELETON_COUNT }, (_, i) => i);
const NONE: readonly never[] = [];

// The server renders page 1's cards (ServerProductFeed); the card's own code is needed only for the
// pages a scroll brings, so it is fetched with the next page, when the shopper nears the list's end.
const loadCard = () => import('./ProductCard').then((m) => m.ProductCard);
const ProductCard = lazyComponent(loadCard, <ProductCardSkeleton />);

type Props = {
  source: FeedSource;
  /** Page 1 as data, drawn here (a client parent that fetched it). */
  initial?: readonly ProductDto[];
  /** Page 1 already drawn by the server, as `<li>` cards (ServerProductFeed), and the ids it shows. */
  children?: ReactNode;
  renderedIds?: readonly string[];
  initialHasMore: boolean;
  excludeId?: string;
  context?: OwnerContext;
  /** Cards at the top whose images load at once. */
  eagerCount?: number;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** Nothing drawn or given: page 1 is fetched too, when the list nears the viewport (a list below the fold). */
  fetchFirstPage?: boolean;
};

/** The masonry grid with infinite scroll: page 1 from the server (or the parent), further pages fetched as the user scrolls. */
export function ProductFeed({
  source,
  initial = NONE,
  children,
  renderedIds = NONE,
  initialHasMore,
  excludeId,
  context,
  eagerCount = 0,
  empty,
  fetchFirstPage = false,
}: Props) {
  const { user } = useSession();
  const { items, hasMore, status, loadMore } = useProductFeed({
    source,
    initial,
    renderedIds,
    initialHasMore,
    excludeId,
    userLoggedId: user?._id,
    fetchFirstPage,
  });
  const [end, setEnd] = useState<HTMLDivElement | null>(null);
  const [list, setList] = useState<HTMLUListElement | null>(null);
  useMasonry(list);
  const count = renderedIds.length + items.length;

  useEffect(() => {
    if (!list || !hasMore || status !== 'idle') return;
    // The server's cards and the fetched ones share the list, so the sentinel is found in the DOM.
    const sentinel = list.children[Math.max(0, count - SENTINEL_FROM_END)];
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        void loadCard().catch(() => undefined); // beside the page's data, not after it
        void loadMore();
      },
      { rootMargin: '300px 0px' },
    );
    if (sentinel) observer.observe(sentinel);
    // A jump past the sentinel (End key, a long fling) never makes it intersect: the list's end catches that.
    if (end) observer.observe(end);
    return () => observer.disconnect();
  }, [list, count, end, hasMore, status, loadMore]);

  if (count === 0 && !hasMore) return <>{empty}</>;
  const loading = status === 'loading';
  return (
    <>
      <ul ref={setList} className={grid.grid} aria-busy={loading}>
        {children}
        {items.map((product, index) => (
          <li key={product._id}>
            <ProductCard product={product} eager={renderedIds.length + index < eagerCount} context={context} />
          </li>
        ))}
        {loading &&
          SKELETONS.map((i) => (
            <li key={`skeleton-${i}`}>
              <ProductCardSkeleton />
            </li>
          ))}
      </ul>
      <div ref={setEnd} aria-hidden="true" />
      <p role="status" className="visually-hidden">
        {loading ? feedMessages.loading : ''}
      </p>
      {status === 'error' && <NoConnection onRetry={() => void loadMore()} />}
    </>
  );
}
