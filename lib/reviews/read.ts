import { connectDb } from '../db';
import type { ProductReviewsDto } from './dto';
import { needsKeptRating, productReviewsDto } from './public-page';
import { averageRating, percentOf, REVIEWS_SHOWN } from './rules';
import { Product } from '@/models/Product';
import { Review } from '@/models/Review';
import { User } from '@/models/User';
import { isObjectIdText } from '../ids';

export type { ProductReviewsDto, PublicReviewDto } from './dto';

/** A seller's rating from verified buyers' answers. */
export type SellerRatingDto = { count: number; average: number; asDescribedPercent: number; onTimePercent: number };

const isId = isObjectIdText;

/**
 * The reviews of a visible product's page (the caller has read the product, so it names its
 * seller): the REVIEWS_SHOWN newest reviews not hidden, and the average and count kept on the
 * product (atomic $inc on each review change, lib/reviews/service.ts), never recounted here. The
 * counters are read only when a review is shown: most products have none, and then their page
 * makes this one round trip instead of two. Null for an invalid id, or a product gone meanwhile.
 */
export async function productReviews(productId: string, sellerId: string): Promise<ProductReviewsDto | null> {
  if (!isId(productId)) return null;
  await connectDb();
  const shown = await Review.find({ product: productId, hidden: false }).sort({ createdAt: -1, _id: -1 }).limit(REVIEWS_SHOWN).lean();
  if (!needsKeptRating(shown)) return productReviewsDto(productId, sellerId, null, shown);
  const product = await Product.findById(productId, 'rating').lean();
  return product ? productReviewsDto(productId, sellerId, product.rating, shown) : null;
}

/** A seller's rating (kept on the seller with atomic $inc): the average stars and the shares as described and on time. */
export async function sellerRating(sellerId: string): Promise<SellerRatingDto | null> {
  if (!isId(sellerId)) return null;
  await connectDb();
  const user = await User.findById(sellerId, 'sellerRating').lean();
  if (!user) return null;
  const r = user.sellerRating;
  const count = r?.count ?? 0;
  return {
    count,
    average: averageRating(r?.sum ?? 0, count),
    asDescribedPercent: percentOf(r?.asDescribed ?? 0, count),
    onTimePercent: percentOf(r?.onTime ?? 0, count),
  };
}
