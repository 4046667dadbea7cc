import type { ProductDto } from '@/lib/catalog/dto';
import type { ProductReviewsDto } from '@/lib/reviews/read';
import { loadProduct } from './catalog-data';
import { loadProductReviews } from './review-data';

/*
 * Every read of a product page (app/(storefront)/products/detail/[id]), in one place so that
 * lib/http/request-walks.int.test.ts counts the database round trips of the very calls the page makes.
 */

/** What the page shows: the product and its reviews; null when the product is not visible (its same-category list is fetched by the browser). */
export async function loadProductPage(id: string): Promise<{ product: ProductDto; reviews: ProductReviewsDto | null } | null> {
  const product = await loadProduct(id);
  if (!product) return null;
  return { product, reviews: await loadProductReviews(product._id, product.user._id) };
}
