import type { ProductDto } from '@/lib/catalog/dto';
import { messages } from '@/lib/messages';
import { ProductFeed } from '@/components/product/ProductFeed';
import { hasNextPage } from '@/components/product/feed-source';

type Props = {
  sellerId: string;
  /** The seller's name as the page shows it. */
  name: string;
  /** The first page of the seller's listings, as product cards show them. */
  listings: readonly ProductDto[];
  /** The class of the 'no listings' line, in the page's own style. */
  emptyClassName: string;
};

/** 'Productos de …': a seller's listings with the usual cards, the next pages loading as the buyer scrolls. */
export function SellerListings({ sellerId, name, listings, emptyClassName }: Props) {
  return (
    <section aria-labelledby="seller-listings">
      <h2 id="seller-listings" className="section-title">
        {messages.distributor.products(name)}
      </h2>
      <ProductFeed
        source={{ kind: 'distributor', userId: sellerId }}
        initial={listings}
        initialHasMore={hasNextPage(listings.length)}
        context="list"
        eagerCount={4}
        empty={<p className={emptyClassName}>{messages.screens.noDistributorProducts}</p>}
      />
    </section>
  );
}
