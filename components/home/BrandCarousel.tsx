import { PlainLink } from '@/components/ui/PlainLink';
import { messages } from '@/lib/messages';
import { ScrollCarousel } from './ScrollCarousel';
import { PARTNER_BRANDS } from './brands';
import styles from './BrandCarousel.module.css';

/** The static partner-brand strip: each brand searches the catalogue for its name. */
export function BrandCarousel() {
  const title = messages.home.brands;
  return (
    <section aria-labelledby="brands">
      <h2 id="brands" className="section-title">
        {title}
      </h2>
      <ScrollCarousel trackClassName={styles.track}>
        {PARTNER_BRANDS.map((brand) => (
          <li key={brand}>
            <PlainLink href={`/?searchPhrase=${encodeURIComponent(brand)}`} className={styles.brand}>
              {brand}
            </PlainLink>
          </li>
        ))}
      </ScrollCarousel>
    </section>
  );
}
