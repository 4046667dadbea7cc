import { parseHomeSearch, type HomeSearch } from '@/lib/catalog/search-params';
import type { ProductDto } from '@/lib/catalog/dto';
import { listProducts, topSellingProducts } from '@/lib/catalog/service';
import { regionFilter } from '@/lib/catalog/search-params';
import { sellerName } from '@/components/product/product-display';
import type { PartnerStore } from '@/components/home/Collaborations';
import { isFilteredHome } from '@/components/home/home-filters';
import { loadCategories, loadHomePage, withoutDescription } from './catalog-data';

type Query = Record<string, string | string[] | undefined>;

/** Products of the regional strip: immediate delivery in the province (catalogue.md §2). */
const REGIONAL_LIMIT = 12;

/** The distinct sellers of some products, as partner stores (the stores with products on the home). */
function partnerStores(...lists: readonly (readonly ProductDto[])[]): PartnerStore[] {
  const stores = new Map<string, PartnerStore>();
  for (const product of lists.flat()) {
    const { user } = product;
    if (!stores.has(user._id)) stores.set(user._id, { _id: user._id, name: sellerName(user), logoUrl: user.profilePictureUrl });
  }
  return [...stores.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

function regionalProducts(search: HomeSearch): Promise<ProductDto[]> {
  return listProducts({ page: '1', limit: String(REGIONAL_LIMIT), fastDelivery: 'true', region: regionFilter(search) });
}

/** Everything the home renders for a URL query, read in parallel; the list's page 1 is left pending (it streams). */
export async function loadHome(query: Query) {
  const search = parseHomeSearch(query);
  const filtered = isFilteredHome(search, query);
  const firstPage = loadHomePage(search).then((page) => ({ items: withoutDescription(page.items), hasMore: page.hasMore }));
  const [topSellers, regional, categories] = await Promise.all([
    topSellingProducts(regionFilter(search)),
    filtered ? Promise.resolve([]) : regionalProducts(search),
    loadCategories(),
  ]);
  return {
    search,
    filtered,
    categoryName: categories.find((c) => c._id === search.categoryId)?.name,
    firstPage,
    topSellers: withoutDescription(topSellers),
    regional: withoutDescription(regional),
    stores: filtered ? [] : partnerStores(topSellers, regional),
  };
}
