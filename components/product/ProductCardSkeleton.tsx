import styles from './ProductCardSkeleton.module.css';

/** A card-shaped placeholder while a page of products loads (decorative; drawn by its stylesheet alone). */
export function ProductCardSkeleton() {
  return <div className={styles.card} aria-hidden="true" />;
}
