import type { ProductDto } from '@/lib/catalog/dto';
import { deliveryLabel } from '@/lib/delivery/labels';
import { productMessages } from '@/lib/messages/product';
import { PlainImage } from '@/components/ui/PlainImage';
import { PlainLink } from '@/components/ui/PlainLink';
import { cardControlsProductOf } from './card-props';
import type { OwnerContext } from './OwnerActions';
import { ProductCardShell } from './ProductCardShell';
import { ProductPrice } from './ProductPrice';
import { ProductTags } from './ProductTags';
import { SellerAvatar } from './SellerAvatar';
import { CARD_IMAGE_MAX_WIDTH, productHref } from './product-display';
import styles from './ProductCard.module.css';

type Props = {
  product: ProductDto;
  /** Above the fold: load the pictures at once instead of when the shopper nears them. */
  eager?: boolean;
  /** Where the card is shown: owners cannot toggle availability or delete from the home list. */
  context?: OwnerContext;
};

/**
 * A product in a grid (list mode): image, name, price with import cost, tags, seller avatar,
 * favorite, delivery label and add-to-cart. The detail mode is ProductDetail. The controls and
 * the card's frame are one client component (ProductCardShell); the rest is plain server HTML.
 */
export function ProductCard({ product, eager = false, context = 'home' }: Props) {
  const href = productHref(product._id);
  return (
    <ProductCardShell
      product={cardControlsProductOf(product)}
      context={context}
      media={
        <>
          {/* The name below is the link readers reach; the picture repeats it for pointer users only. */}
          <PlainLink href={href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
            <PlainImage
              src={product.mainImageUrl || '/icon.svg'}
              alt=""
              width={208}
              height={208}
              sizes="(max-width: 639px) 50vw, 208px"
              maxSourceWidth={CARD_IMAGE_MAX_WIDTH}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              deferred={!eager}
              className={styles.image}
            />
          </PlainLink>
          <ProductTags product={product} className={styles.tags} />
        </>
      }
      info={
        <>
          <h3 className={styles.name} id={`card-${product._id}`}>
            <PlainLink href={href}>{product.name}</PlainLink>
          </h3>
          <ProductPrice product={product} />
          <p className={styles.meta}>
            <SellerAvatar seller={product.user} deferred={!eager} />
            <span className={styles.delivery}>
              <span className="visually-hidden">{`${productMessages.delivery}: `}</span>
              {deliveryLabel(product)}
            </span>
          </p>
        </>
      }
    />
  );
}
