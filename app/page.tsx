import { listLatestProducts } from '@/lib/catalog/service';
import { ProductCard } from '@/components/product/ProductCard';
import styles from './page.module.css';

export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const products = await listLatestProducts(30);
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>TODOS LOS PRODUCTOS</h1>
      <div className={styles.grid}>
        {products.map((product, index) => (
          <ProductCard key={product._id} product={product} priority={index < 4} />
        ))}
      </div>
    </main>
  );
}
