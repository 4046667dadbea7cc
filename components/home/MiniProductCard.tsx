import type { ProductDto } from '@/lib/catalog/dto';
import { formatUsd } from '@/lib/money';
import { messages } from '@/lib/messages';
import { CARD_IMAGE_MAX_WIDTH, productHref } from '@/components/product/product-display';
import { PlainImage } from '@/components/ui/PlainImage';
import { PlainLink } from '@/components/ui/PlainLink';
import styles from './MiniProductCard.module.css';

/**
 * A compact product tile for the home carousels: image, name and price with import cost. `first`
 * marks the tiles visible without scrolling in the first carousel: their image is the page's
 * largest paint, so it loads at once with high priority; the others wait until the shopper nears them.
 */
export function MiniProductCard({ product, first = false }: { product: ProductDto; first?: boolean }) {
  return (
    <PlainLink href={productHref(product._id)} className={styles.tile}>
      <PlainImage
        src={product.mainImageUrl || '/icon.svg'}
        alt=""
        width={208}
        height={208}
        sizes="(max-width: 639px) 45vw, 208px"
        maxSourceWidth={CARD_IMAGE_MAX_WIDTH}
        loading={first ? 'eager' : undefined}
        fetchPriority={first ? 'high' : undefined}
        // Decoded for the frame that lays it out, not painted in a later frame that hydration can hold back (decision 21).
        decoding={first ? 'sync' : undefined}
        deferred={!first}
        className={styles.image}
      />
      <span className={styles.name}>{product.name}</span>
      <span className={styles.price}>
        <span className="visually-hidden">{messages.product.price}: </span>
        {formatUsd(product.totalPrice)}
      </span>
    </PlainLink>
  );
}
