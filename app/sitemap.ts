import type { MetadataRoute } from 'next';
import type { ProductDto } from '@/lib/catalog/dto';
import { listDistributors } from '@/lib/catalog/distributors';
import { listProducts } from '@/lib/catalog/service';
import { productPath } from '@/lib/seo/json-ld';
import { siteUrl } from '@/lib/seo/site-url';
import { isSoldOut } from '@/components/product/product-display';

export const dynamic = 'force-dynamic';

/** Largest page the list service answers, and the sitemap protocol's URL limit. */
const PAGE_SIZE = 50;
const MAX_URLS = 50_000;
const STATIC_PAGES = ['/help', '/legalinformation', '/privacypolicy'];

/** Every visible product, newest first, read page by page through the catalogue service. */
async function allProducts(): Promise<ProductDto[]> {
  const products: ProductDto[] = [];
  for (let page = 1; products.length < MAX_URLS; page++) {
    const batch = await listProducts({ page: String(page), limit: String(PAGE_SIZE) });
    products.push(...batch);
    if (batch.length < PAGE_SIZE) break;
  }
  return products;
}

/** sitemap.xml: home, the static pages, every available product and every import company with a visible listing. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl();
  const [listed, distributors] = await Promise.all([allProducts(), listDistributors()]);
  const products = listed.filter((product) => !isSoldOut(product));
  return [
    { url: `${origin}/`, changeFrequency: 'daily', priority: 1 },
    ...STATIC_PAGES.map((path) => ({ url: `${origin}${path}`, changeFrequency: 'yearly' as const, priority: 0.3 })),
    ...distributors.map(({ _id }) => ({ url: `${origin}/distributor/${_id}`, changeFrequency: 'weekly' as const, priority: 0.6 })),
    ...products.map((product) => ({
      url: `${origin}${productPath(product._id)}`,
      lastModified: product.createdAt,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
      images: product.mainImageUrl ? [new URL(product.mainImageUrl, origin).toString()] : undefined,
    })),
  ];
}
