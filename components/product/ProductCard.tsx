import Link from 'next/link';
import Image from 'next/image';
import type { ProductDto } from '@/lib/catalog/dto';
import styles from './ProductCard.module.css';

/** A product in the grid: image, name, total price in USD, tags, seller. */
export function ProductCard({ product, priority = false }: { product: ProductDto; priority?: boolean }) {
  const soldOut = !product.available;
  return (
    <article className={styles.card}>
      <Link href={`/products/detail/${product._id}`} className={styles.link}>
        <Image src={product.mainImageUrl || '/icon.svg'} alt={product.name} width={208} height={208} priority={priority} sizes="208px" className={styles.image} />
        <h3 className={styles.name}>{product.name}</h3>
      </Link>
      <p className={styles.price}>
        {product.totalPrice.toFixed(2)} <span>USD</span>
      </p>
      <ul className={styles.tags} aria-label="Etiquetas">
        {soldOut && <li className={styles.soldOut}>AGOTADO</li>}
        {product.promoted && <li>PROMOCIONADO</li>}
        {product.fastDelivery && <li>ENTREGA INMEDIATA</li>}
        {product.possibleDiscount && <li>DESCUENTO</li>}
        {!product.fastDelivery && <li>{product.shippingBySea ? 'IMPORTACIÓN POR MAR' : 'IMPORTACIÓN POR AIRE'}</li>}
      </ul>
      <Link href={`/distributor/${product.user._id}`} className={styles.seller}>
        {product.user.importCompanyName || `${product.user.name} ${product.user.lastName}`}
      </Link>
    </article>
  );
}
