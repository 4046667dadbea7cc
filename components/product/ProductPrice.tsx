import type { ProductDto } from '@/lib/catalog/dto';
import { formatUsd } from '@/lib/money';
import { productMessages } from '@/lib/messages/product';
import styles from './ProductPrice.module.css';

/** The price with the import cost included (totalPrice, USD); `detailed` spells the import cost out. */
export function ProductPrice({ product, detailed = false }: { product: Pick<ProductDto, 'totalPrice' | 'importCost'>; detailed?: boolean }) {
  return (
    <p className={detailed ? `${styles.price} ${styles.large}` : styles.price}>
      <span className="visually-hidden">{`${productMessages.price}: `}</span>
      <strong>{formatUsd(product.totalPrice)}</strong>
      {detailed && product.importCost > 0 && <small className={styles.importCost}>{productMessages.importCost(formatUsd(product.importCost))}</small>}
    </p>
  );
}
