import { Suspense } from 'react';
import type { ProductDto } from '@/lib/catalog/dto';
import { serializeHomeSearch, type HomeSearch } from '@/lib/catalog/search-params';
import { messages } from '@/lib/messages';
import { FeedSkeleton } from '@/components/product/FeedSkeleton';
import { BestSellers } from './BestSellers';
import { BrandCarousel } from './BrandCarousel';
import { Collaborations, type PartnerStore } from './Collaborations';
import { HomeBanner } from './HomeBanner';
import { HomeResults } from './HomeResults';
import { RegionalSection } from './RegionalSection';

type Props = {
  search: HomeSearch;
  /** A search text, price/points or province filter is set: results only (catalogue.md §2). */
  filtered: boolean;
  /** The selected category's name, the list's title when one is chosen. */
  categoryName?: string;
  /** Page 1 of the list, still loading: it streams in after the rest of the page. */
  firstPage: Promise<{ items: ProductDto[]; hasMore: boolean }>;
  topSellers: readonly ProductDto[];
  regional: readonly ProductDto[];
  stores: readonly PartnerStore[];
};

/** The home: banner, best sellers, partner stores, the regional strip, then the infinite product grid. */
export function HomeView({ search, filtered, categoryName, firstPage, topSellers, regional, stores }: Props) {
  const listTitle = filtered ? messages.home.results : categoryName ?? messages.home.allProducts;
  return (
    <>
      <h1 className="visually-hidden">{filtered && search.searchPhrase ? messages.seo.search(search.searchPhrase) : messages.home.title}</h1>
      {!filtered && <HomeBanner />}
      <BestSellers products={topSellers} />
      {!filtered && <Collaborations stores={stores} />}
      {!filtered && <RegionalSection region={search.region} products={regional} />}
      <section aria-labelledby="product-list">
        <h2 id="product-list" className="section-title">{listTitle}</h2>
        {/* A new search is a new boundary: skeletons show until its page 1 arrives, then a fresh list starts. */}
        <Suspense key={serializeHomeSearch(search)} fallback={<FeedSkeleton />}>
          <HomeResults search={search} page={firstPage} eagerCount={filtered ? 4 : 0} />
        </Suspense>
      </section>
      {!filtered && <BrandCarousel />}
    </>
  );
}
