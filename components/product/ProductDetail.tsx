import type { ProductDto } from '@/lib/catalog/dto';
import { deliveryLabel } from '@/lib/delivery/labels';
import { accountMessages } from '@/lib/messages/account';
import { productMessages } from '@/lib/messages/product';
import { AddToCartControls } from '@/components/cart/AddToCartControls';
import { DeliveryFeeLabel } from '@/components/delivery-quote/DeliveryFeeLabel';
import { SoldOutAlert } from './SoldOutAlert';
import { FavoriteButton } from './FavoriteButton';
import { OwnerActions } from './OwnerActions';
import { ProductGallery } from './ProductGallery';
import { ProductPrice } from './ProductPrice';
import { ProductTags } from './ProductTags';
import { ReadMore } from './ReadMore';
import { SellerAvatar } from './SellerAvatar';
import { isSoldOut } from './product-display';
import styles from './ProductDetail.module.css';

/** The product card in detail mode: gallery, name (h1), price with import cost, tags, seller, delivery, cart controls, description. */
export function ProductDetail({ product }: { product: ProductDto }) {
  const images = [product.mainImageUrl, ...product.secondaryImagesUrl].filter(Boolean);
  // The client parts (favourite, cart, owner controls) never show the description, as the lists'
  // cards never have it: the page's payload carries it once, as the text below, not again in their props.
  const forClientParts: ProductDto = { ...product, description: '' };
  const t = productMessages;
  return (
    <article className={styles.detail} aria-labelledby="product-name">
      <ProductGallery images={images} name={product.name} />
      <div className={styles.info}>
        <div className={styles.heading}>
          <h1 id="product-name" className={styles.name}>
            {product.name}
          </h1>
          <FavoriteButton product={forClientParts} />
        </div>
        <ProductTags product={product} />
        <ProductPrice product={product} detailed />
        <dl className={styles.facts}>
          <div>
            <dt>{t.delivery}</dt>
            <dd>{deliveryLabel(product)}</dd>
          </div>
          {!product.fastDelivery && product.points > 0 && (
            <div>
              <dt>{accountMessages.points}</dt>
              <dd>{product.points}</dd>
            </div>
          )}
        </dl>
        <DeliveryFeeLabel sellerId={product.user._id} price={product.totalPrice} />
        <SellerAvatar seller={product.user} size={40} showName />
        <AddToCartControls product={forClientParts} mode="detail" />
        {isSoldOut(product) && <SoldOutAlert productId={product._id} />}
        <OwnerActions product={forClientParts} context="detail" />
        {product.description && (
          <section aria-labelledby="product-description" className={styles.description}>
            <h2 id="product-description" className="visually-hidden">
              {t.description}
            </h2>
            <ReadMore>{product.description}</ReadMore>
          </section>
        )}
      </div>
    </article>
  );
}
