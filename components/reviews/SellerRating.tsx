import { reviewsMessages as r } from '@/lib/messages/reviews';
import type { SellerRatingDto } from '@/lib/reviews/read';
import { Stars } from './Stars';
import styles from './reviews.module.css';
import { formatDecimal } from '@/lib/format';

/** A seller's rating from verified buyers: average stars, and the shares that came as described and on time. */
export function SellerRating({ rating }: { rating: SellerRatingDto }) {
  return (
    <section className={styles.sellerRating} aria-labelledby="seller-rating" data-testid="seller-rating">
      <h2 id="seller-rating" className="section-title">
        {r.sellerRating}
      </h2>
      {rating.count === 0 ? (
        <p>{r.sellerNone}</p>
      ) : (
        <>
          <p className={styles.summary}>
            <Stars rating={rating.average} /> <span>{r.sellerRatingLine(formatDecimal(rating.average, 1), rating.count)}</span>
          </p>
          <p>
            {r.sellerAsDescribed(rating.asDescribedPercent)} · {r.sellerOnTime(rating.onTimePercent)}
          </p>
        </>
      )}
    </section>
  );
}
