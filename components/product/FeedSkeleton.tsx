import { messages } from '@/lib/messages';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import grid from './ProductGrid.module.css';

const COUNT = 10;

/** Ten skeleton cards in the product grid while a list loads (docs/contract/catalogue.md §2). */
export function FeedSkeleton() {
  return (
    <>
      <p role="status" className="visually-hidden">
        {messages.feed.loading}
      </p>
      <ul className={grid.grid} aria-hidden="true">
        {Array.from({ length: COUNT }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </>
  );
}
