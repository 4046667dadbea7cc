import type { ProductDto } from '@/lib/catalog/dto';
import { productMessages } from '@/lib/messages/product';
import { productTags } from './product-display';
import styles from './ProductTags.module.css';

/** The card's tags: AGOTADO, PROMOCIONADO, POSIBLE DESCUENTO, ENTREGA INMEDIATA or the import route. */
export function ProductTags({ product, className }: { product: ProductDto; className?: string }) {
  return (
    <ul className={className ? `${styles.tags} ${className}` : styles.tags} aria-label={productMessages.tags}>
      {productTags(product).map((tag) => (
        <li key={tag.kind} className={styles[tag.kind]}>
          {tag.text}
        </li>
      ))}
    </ul>
  );
}
