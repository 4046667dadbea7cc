import type { ProductDto } from '@/lib/catalog/dto';
import { parseHomeSearch, type HomeSearch } from '@/lib/catalog/search-params';
import type { ProductReviewsDto } from '@/lib/reviews/read';
import { loadHomePage, loadProduct, type FeedPage } from './catalog-data';
import { loadProductReviews } from './review-data';

/*
 * Every read of a product page (app/(storefront)/products/detail/[id]), in one place so that
 * lib/http/request-walks.int.test.ts counts the database round trips of the very calls the page makes.
 */

/** What the page shows before its list streams: the product and its reviews; null when the product is not visible. */
export async function loadProductPage(id: string): Promise<{ product: ProductDto; reviews: ProductReviewsDto | null } | null> {
  const product = await loadProduct(id);
  if (!product) return null;
  return { product, reviews: await loadProductReviews(product._id, product.user._id) };
}

/** The list under it, 'ANUNCIOS DE LA MISMA CATEGORIA': page 1 of the product's category (the home's query). */
export async function loadSameCategory(categoryId: string): Promise<{ search: HomeSearch; page: FeedPage }> {
  const search = parseHomeSearch({ categoryId });
  return { search, page: await loadHomePage(search) };
}
