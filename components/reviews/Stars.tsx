import { reviewsMessages } from '@/lib/messages/reviews';
import styles from './reviews.module.css';

/** A rating as five stars, read out as 'n de 5 estrellas'. */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={reviewsMessages.stars(rating)}>
      {'★'.repeat(full)}
      {'☆'.repeat(5 - full)}
    </span>
  );
}
