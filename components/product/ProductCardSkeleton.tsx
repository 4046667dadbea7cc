import styles from './ProductCardSkeleton.module.css';

/** A card-shaped placeholder while a page of products loads (decorative). */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <span className={styles.image} />
      <span className={styles.line} />
      <span className={`${styles.line} ${styles.short}`} />
      <span className={`${styles.line} ${styles.price}`} />
    </div>
  );
}
