import type { ProductDto } from '@/lib/catalog/dto';
import { messages } from '@/lib/messages';
import { MiniProductCard } from './MiniProductCard';
import { ScrollCarousel } from './ScrollCarousel';
import styles from './BestSellers.module.css';

/** Tiles of the first slide on a phone: the home page's largest paint is one of them. */
const FIRST_VISIBLE = 2;

/** 'LO MAS VENDIDO DE LA SEMANA': the region's top sellers, 2–5 per slide by width (docs/contract/catalogue.md §9). */
export function BestSellers({ products }: { products: readonly ProductDto[] }) {
  if (products.length === 0) return null;
  const title = messages.home.bestSellers;
  return (
    <section aria-labelledby="best-sellers">
      <h2 id="best-sellers" className="section-title">
        {title}
      </h2>
      <ScrollCarousel trackClassName={styles.track}>
        {products.map((product, i) => (
          <li key={product._id}>
            <MiniProductCard product={product} first={i < FIRST_VISIBLE} />
          </li>
        ))}
      </ScrollCarousel>
    </section>
  );
}
