import { reviewsMessages as r } from '@/lib/messages/reviews';
import type { ProductReviewsDto } from '@/lib/reviews/read';
import { formatDate, formatDecimal } from '@/lib/format';
import { ReviewModeration } from './ReviewModeration';
import { Stars } from './Stars';
import styles from './reviews.module.css';

/**
 * The product page's verified reviews, rendered on the server into the kept page: the average and
 * count, then each review with its answers and picture. The seller's answer and the super admin's
 * hiding are a small client leaf per review that shows only to them.
 */
export function ProductReviews({ data }: { data: ProductReviewsDto }) {
  return (
    <section className={styles.section} aria-labelledby="reviews-title" data-testid="product-reviews">
      <h2 id="reviews-title" className="section-title">
        {r.title}
      </h2>
      {data.count === 0 ? (
        <p>{r.none}</p>
      ) : (
        <p className={styles.summary}>
          <Stars rating={data.average} /> <span>{r.average(formatDecimal(data.average, 1), data.count)}</span>
        </p>
      )}
      <ul className={styles.list}>
        {data.reviews.map((review) => (
          <li key={review._id} className={styles.review}>
            <div className={styles.meta}>
              <Stars rating={review.rating} />
              <strong>{review.buyerName}</strong>
              <span className={styles.badge}>{r.verified}</span>
              <span>{formatDate(new Date(review.createdAt))}</span>
            </div>
            <div className={styles.meta}>
              <span>{review.asDescribed ? r.asDescribedYes : r.asDescribedNo}</span>
              <span>{review.onTime ? r.onTimeYes : r.onTimeNo}</span>
            </div>
            {review.comment && <p className={styles.comment}>{review.comment}</p>}
            {/* Public uploads of the store, small: a plain lazy img keeps the optimiser out of the kept page. */}
            {review.photoUrl && (
              // eslint-disable-next-line @next/next/no-img-element
              <img className={styles.photo} src={review.photoUrl} alt={r.photoAlt(review.buyerName)} loading="lazy" decoding="async" width={120} height={120} />
            )}
            {review.reply && (
              <p className={styles.reply}>
                <strong>{r.reply}:</strong> {review.reply.text}
              </p>
            )}
            <ReviewModeration reviewId={review._id} sellerId={data.sellerId} answered={Boolean(review.reply)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
