import type { ComponentProps } from 'react';
import type { ProductDto } from '@/lib/catalog/dto';
import { ProductCard } from './ProductCard';
import { ProductFeed } from './ProductFeed';

type FeedProps = ComponentProps<typeof ProductFeed>;
type Props = Omit<FeedProps, 'initial' | 'children' | 'renderedIds'> & { products: readonly ProductDto[] };

/**
 * The infinite product grid with page 1 drawn on the server: each card is plain HTML in one small
 * client component holding its controls (favourite, delivery fee, cart and owner's;
 * ProductCardShell), so a phone hydrates those instead of fifteen whole cards (decision 21). Later
 * pages are drawn by ProductFeed.
 */
export function ServerProductFeed({ products, excludeId, context, eagerCount = 0, empty, ...feed }: Props) {
  const shown = products.filter((p) => p._id !== excludeId);
  return (
    <ProductFeed
      {...feed}
      excludeId={excludeId}
      context={context}
      eagerCount={eagerCount}
      renderedIds={shown.map((p) => p._id)}
      // A list drawn with cards never comes back to empty (ProductFeed counts them): its empty state is not sent.
      empty={shown.length ? null : empty}
    >
      {shown.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} eager={index < eagerCount} context={context} />
        </li>
      ))}
    </ProductFeed>
  );
}
