import type { ProductReviewsDto } from './dto';
import { averageRating } from './rules';

/*
 * The product page's reviews as every visitor sees them, from what the store read: pure, so the
 * rule that spares the page a database read (no visible review, no counters to read) is tested
 * without a database.
 */

/** The counters kept on the product (atomic $inc on each review change). */
export type KeptRating = { count?: number | null; sum?: number | null };

/** A visible review as read from the database (lean). */
export type StoredReview = {
  _id: unknown;
  buyerName?: string | null;
  rating: number;
  asDescribed: boolean;
  onTime: boolean;
  comment?: string | null;
  photoUrl?: string | null;
  createdAt: Date | string;
  reply?: { text?: string | null; at?: Date | string | null } | null;
};

/**
 * Whether the page must read the product's kept counters: only when it shows a review. Every review
 * written, edited or hidden moves the counters by one atomic $inc, so a product without a visible
 * review has a count of zero.
 */
export function needsKeptRating(shown: readonly StoredReview[]): boolean {
  return shown.length > 0;
}

/** The page's reviews: `rating` is the product's kept counters (unread, and zero, when no review is shown). */
export function productReviewsDto(
  productId: string,
  sellerId: string,
  rating: KeptRating | null | undefined,
  shown: readonly StoredReview[],
): ProductReviewsDto {
  const count = rating?.count ?? 0;
  return {
    productId,
    sellerId,
    count,
    average: averageRating(rating?.sum ?? 0, count),
    reviews: shown.map((r) => ({
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
