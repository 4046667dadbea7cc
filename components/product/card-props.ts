import type { ProductDto } from '@/lib/catalog/dto';
import type { LimitProduct } from '@/lib/cart/limits';
import type { SizeKind } from '@/lib/catalog/reference';
import { sizeKindOf } from '@/components/cart/size-kind';

/*
 * What each client control of a product card receives: only the fields it shows or needs. A server
 * card's client props are written into the page's flight data, so handing every control the whole
 * ProductDto (seller, pictures, costs, measures) made most of a search page's bytes and render time;
 * a list card hands its controls one object (cardControlsProductOf), written once. Pure mappings,
 * used by the server card and by the browser alike.
 */

/** A favourite as stored on the device and shown by FAVORITOS (docs/contract/catalogue.md §3) until its fresh copy arrives. */
export type FavoriteProduct = Pick<ProductDto, '_id' | 'name' | 'mainImageUrl' | 'totalPrice'>;

/** What AÑADIR AL CARRITO / COMPRAR and their modal read: the title and price, the quantity limits and the delivery calendar. */
export type CartCardProduct = Pick<ProductDto, '_id' | 'name' | 'totalPrice'> &
  Required<Pick<LimitProduct, 'fastDelivery' | 'maxCount' | 'availableCount' | 'available'>> & {
    /** Set when stock is counted per size and colour (then availableCountByTags holds it; otherwise it is empty). */
    sizeKind: SizeKind | null;
    availableCountByTags: ProductDto['availableCountByTags'];
    /** The product's delivery calendar, null when it has none. */
    deliveryCalendar: ProductDto['deliveryCalendar'] | null;
  };

/** What the owner's controls read: the product to edit, share, switch or delete, and whose it is. */
export type OwnerCardProduct = Pick<ProductDto, '_id' | 'name' | 'available'> & { sellerId: string };

export function favoriteProductOf(product: FavoriteProduct): FavoriteProduct {
  return { _id: product._id, name: product.name, mainImageUrl: product.mainImageUrl, totalPrice: product.totalPrice };
}

export function cartCardProductOf(product: ProductDto): CartCardProduct {
  const sizeKind = sizeKindOf(product);
  return {
    _id: product._id,
    name: product.name,
    totalPrice: product.totalPrice,
    fastDelivery: product.fastDelivery,
    maxCount: product.maxCount,
    availableCount: product.availableCount,
    available: product.available,
    sizeKind,
    // Without a size list the limits never read the per-tag stock (usesTagStock).
    availableCountByTags: sizeKind ? product.availableCountByTags : [],
    deliveryCalendar: product.deliveryCalendar.allowed ? product.deliveryCalendar : null,
  };
}

export function ownerCardProductOf(product: ProductDto): OwnerCardProduct {
  return { _id: product._id, name: product.name, available: product.available, sellerId: product.user._id };
}

/** What a list card's controls read together (ProductCardShell): favourite, delivery fee, cart and owner's controls. */
export type CardControlsProduct = CartCardProduct & FavoriteProduct & OwnerCardProduct;

export function cardControlsProductOf(product: ProductDto): CardControlsProduct {
  return { ...cartCardProductOf(product), mainImageUrl: product.mainImageUrl, sellerId: product.user._id };
}
