import type { ProductDto } from '@/lib/catalog/dto';
import type { OwnerContext } from './OwnerActions';
import { ProductCard } from './ProductCard';
import grid from './ProductGrid.module.css';

/** A fixed (not infinite) masonry grid of product cards, rendered on the server. */
export function ProductGrid({ products, context }: { products: readonly ProductDto[]; context?: OwnerContext }) {
  return (
    <ul className={grid.grid}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} context={context} />
        </li>
      ))}
    </ul>
  );
}
