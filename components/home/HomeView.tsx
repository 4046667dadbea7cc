import { Suspense } from 'react';
import type { ProductDto } from '@/lib/catalog/dto';
import { serializeHomeSearch, type HomeSearch } from '@/lib/catalog/search-params';
import { messages } from '@/lib/messages';
import { FeedSkeleton } from '@/components/product/FeedSkeleton';
import { BestSellers } from './BestSellers';
import { BrandCarousel } from './BrandCarousel';
import { Collaborations, type PartnerStore } from './Collaborations';
import { FilterChips } from './FilterChips';
import { HomeBanner } from './HomeBanner';
import { HomeResults } from './HomeResults';
import type { FilterChip, HomeSections } from './home-filters';
import { RegionalSection } from './RegionalSection';

type Props = {
  search: HomeSearch;
  /** A search text, price/points or province filter is set: results only (docs/contract/catalogue.md §2). */
  filtered: boolean;
  /** The active filters, removable one by one. */
  chips: readonly FilterChip[];
  /** The sections that follow the active filters (the others would show unrelated products). */
  sections: HomeSections;
  /** The selected category's name, the list's title when one is chosen. */
  categoryName?: string;
  /** Page 1 of the list, still loading: it streams in after the rest of the page. */
  firstPage: Promise<{ items: ProductDto[]; hasMore: boolean }>;
  topSellers: readonly ProductDto[];
  regional: readonly ProductDto[];
  stores: readonly PartnerStore[];
};

/**
 * The home: the active filters, banner, best sellers, partner stores, the regional strip, then the
 * infinite product grid; with a filter on, only the sections that follow it.
 */
export function HomeView({ search, filtered, chips, sections, categoryName, firstPage, topSellers, regional, stores }: Props) {
  const listTitle = filtered ? messages.home.results : (categoryName ?? messages.home.allProducts);
  return (
    <>
      <h1 className="visually-hidden">{filtered && search.searchPhrase ? messages.seo.search(search.searchPhrase) : messages.home.title}</h1>
      <FilterChips chips={chips} />
      {sections.banner && <HomeBanner />}
      {sections.bestSellers && <BestSellers products={topSellers} />}
      {sections.partners && <Collaborations stores={stores} />}
      {sections.regional && <RegionalSection region={search.region} products={regional} />}
      <section aria-labelledby="product-list">
        <h2 id="product-list" className="section-title">
          {listTitle}
        </h2>
        {/* A new search is a new boundary: skeletons show until its page 1 arrives, then a fresh list starts. */}
        <Suspense key={serializeHomeSearch(search)} fallback={<FeedSkeleton />}>
          <HomeResults search={search} page={firstPage} eagerCount={filtered ? 4 : 0} />
        </Suspense>
      </section>
      {sections.partners && <BrandCarousel />}
    </>
  );
}
