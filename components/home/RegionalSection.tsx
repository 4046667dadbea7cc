import type { ProductDto } from '@/lib/catalog/dto';
import { messages } from '@/lib/messages';
import { MiniProductCard } from './MiniProductCard';
import { ScrollCarousel } from './ScrollCarousel';

/** The regional section: products delivered immediately in the visitor's province. */
export function RegionalSection({ region, products }: { region: string; products: readonly ProductDto[] }) {
  if (products.length === 0) return null;
  const title = messages.home.regional(region);
  return (
    <section aria-labelledby="regional">
      <h2 id="regional" className="section-title">
        {title}
      </h2>
      <ScrollCarousel>
        {products.map((product) => (
          <li key={product._id}>
            <MiniProductCard product={product} />
          </li>
        ))}
      </ScrollCarousel>
    </section>
  );
}
