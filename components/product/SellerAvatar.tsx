import type { ProductDto } from '@/lib/catalog/dto';
import { productMessages } from '@/lib/messages/product';
import { PlainImage } from '@/components/ui/PlainImage';
import { PlainLink } from '@/components/ui/PlainLink';
import { distributorHref, sellerName } from './product-display';
import styles from './SellerAvatar.module.css';

/** The card's avatar size (px), also .initial's in the CSS: a card's initial needs no style of its own. */
const CARD_SIZE = 28;

type Props = { seller: ProductDto['user']; size?: number; showName?: boolean; /** Below the fold: see PlainImage. */ deferred?: boolean };

/** The seller's picture (or initial) linking to their page; `showName` adds the name beside it. */
export function SellerAvatar({ seller, size = CARD_SIZE, showName = false, deferred = false }: Props) {
  const name = sellerName(seller);
  return (
    <PlainLink href={distributorHref(seller._id)} className={styles.seller} aria-label={showName ? undefined : productMessages.seller(name)}>
      {seller.profilePictureUrl ? (
        <PlainImage src={seller.profilePictureUrl} alt="" width={size} height={size} className={styles.avatar} deferred={deferred} />
      ) : (
        <span className={styles.initial} style={size === CARD_SIZE ? undefined : { width: size, height: size }} aria-hidden="true">
          {name.charAt(0)}
        </span>
      )}
      {showName && <span className={styles.name}>{name}</span>}
    </PlainLink>
  );
}
