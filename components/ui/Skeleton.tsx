import styles from './ui.module.css';

/** A shimmering placeholder block while content loads (decorative). */
export function Skeleton({ width = '100%', height = 16, className }: { width?: number | string; height?: number | string; className?: string }) {
  return <span className={className ? `${styles.skeleton} ${className}` : styles.skeleton} style={{ width, height }} aria-hidden="true" />;
}
