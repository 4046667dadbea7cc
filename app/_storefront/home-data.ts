import { parseHomeSearch, type HomeSearch } from '@/lib/catalog/search-params';
import type { ProductDto } from '@/lib/catalog/dto';
import { listDistributors } from '@/lib/catalog/distributors';
import { cachedRead } from '@/lib/http/cache/read-cache';
import { listProducts, topSellingProducts } from '@/lib/catalog/service';
import { categoryFilter, regionFilter } from '@/lib/catalog/search-params';
import type { PartnerStore } from '@/components/home/Collaborations';
import { filterChips, homeSections, isFilteredHome } from '@/components/home/home-filters';
import { loadCategories, loadHomePage, withoutDescription } from './catalog-data';

type Query = Record<string, string | string[] | undefined>;

/** Products of the regional strip: immediate delivery in the province (docs/contract/catalogue.md §2). */
const REGIONAL_LIMIT = 12;

/** How long the home reuses its partner-store list (a guarded write of a product, user or category drops it sooner). */
const PARTNER_STORES_TTL_MS = 60_000;

/** 'COLABORACIONES': every import company with a visible listing (on FerretDB a scan of the users, so kept a minute). */
function partnerStores(): Promise<PartnerStore[]> {
  return cachedRead(
    'partner-stores',
    PARTNER_STORES_TTL_MS,
    async () => (await listDistributors()).map((d) => ({ _id: d._id, name: d.name, logoUrl: d.pictureUrl })),
    { dropOnWritesTo: ['Product', 'User', 'Category'] },
  );
}

/** The regional strip follows the category and discount filters too, so it never shows unrelated products above the list. */
function regionalProducts(search: HomeSearch): Promise<ProductDto[]> {
  return listProducts({
    page: '1',
    limit: String(REGIONAL_LIMIT),
    fastDelivery: 'true',
    region: regionFilter(search),
    categoryId: categoryFilter(search),
    possibleDiscount: search.possibleDiscount ? 'true' : undefined,
  });
}

/** Everything the home renders for a URL query, read in parallel; the list's page 1 is left pending (it streams). */
export async function loadHome(query: Query) {
  const search = parseHomeSearch(query);
  const filtered = isFilteredHome(search, query);
  const firstPage = loadHomePage(search).then((page) => ({ items: withoutDescription(page.items), hasMore: page.hasMore }));
  const categories = await loadCategories();
  const categoryName = categories.find((c) => c._id === search.categoryId)?.name;
  const chips = filterChips(search, query, categoryName);
  const sections = homeSections(chips, filtered);
  const [topSellers, regional, stores] = await Promise.all([
    sections.bestSellers ? topSellingProducts(regionFilter(search)) : Promise.resolve([]),
    sections.regional ? regionalProducts(search) : Promise.resolve([]),
    sections.partners ? partnerStores() : Promise.resolve([]),
  ]);
  return {
    search,
    filtered,
    chips,
    sections,
    categoryName,
    firstPage,
    topSellers: withoutDescription(topSellers),
    regional: withoutDescription(regional),
    stores,
  };
}
