import { connectDb } from '../db';
import { averageRating, percentOf, REVIEWS_SHOWN } from './rules';
import { Product } from '@/models/Product';
import { Review } from '@/models/Review';
import { User } from '@/models/User';
import { isObjectIdText } from '../ids';

/** A review as every visitor sees it on the product page. */
export type PublicReviewDto = {
  _id: string;
  buyerName: string;
  rating: number;
  asDescribed: boolean;
  onTime: boolean;
  comment: string;
  photoUrl: string;
  createdAt: string;
  reply: { text: string; at: string } | null;
};

/** The product page's reviews: the kept average and count, and the newest visible reviews. */
export type ProductReviewsDto = { productId: string; sellerId: string; average: number; count: number; reviews: PublicReviewDto[] };

/** A seller's rating from verified buyers' answers. */
export type SellerRatingDto = { count: number; average: number; asDescribedPercent: number; onTimePercent: number };

const isId = isObjectIdText;

/**
 * The reviews of a product page: the average and count kept on the product (atomic $inc on each
 * review change, lib/reviews/service.ts), never recounted here, and the REVIEWS_SHOWN newest
 * reviews not hidden. Null for an unknown product.
 */
export async function productReviews(productId: string): Promise<ProductReviewsDto | null> {
  if (!isId(productId)) return null;
  await connectDb();
  const [product, reviews] = await Promise.all([
    Product.findById(productId, 'rating user').lean(),
    Review.find({ product: productId, hidden: false }).sort({ createdAt: -1, _id: -1 }).limit(REVIEWS_SHOWN).lean(),
  ]);
  if (!product) return null;
  const count = product.rating?.count ?? 0;
  return {
    productId,
    sellerId: String(product.user),
    count,
    average: averageRating(product.rating?.sum ?? 0, count),
    reviews: reviews.map((r) => ({
      _id: String(r._id),
      buyerName: r.buyerName ?? '',
      rating: r.rating,
      asDescribed: r.asDescribed,
      onTime: r.onTime,
      comment: r.comment ?? '',
      photoUrl: r.photoUrl ?? '',
      createdAt: new Date(r.createdAt).toISOString(),
      reply: r.reply?.at ? { text: r.reply.text ?? '', at: new Date(r.reply.at).toISOString() } : null,
    })),
  };
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
