import type { HomeSearch } from '@/lib/catalog/search-params';
import type { ProductDto } from '@/lib/catalog/dto';
import { ServerProductFeed } from '@/components/product/ServerProductFeed';
import { NoResults } from './NoResults';

type Props = { search: HomeSearch; page: Promise<{ items: ProductDto[]; hasMore: boolean }>; eagerCount: number };

/** The home list, streamed: it waits for page 1 inside its own Suspense boundary (skeletons meanwhile). */
export async function HomeResults({ search, page, eagerCount }: Props) {
  const first = await page;
  return (
    <ServerProductFeed
      source={{ kind: 'home', search }}
      products={first.items}
      initialHasMore={first.hasMore}
      context="home"
      eagerCount={eagerCount}
      empty={<NoResults />}
    />
  );
}
