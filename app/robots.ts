import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo/site-url';

export const dynamic = 'force-dynamic';

/** robots.txt: the storefront is public; private areas and the API are not for crawlers. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api/',
        '/cart',
        '/account',
        '/orders',
        '/favorites',
        '/myproducts',
        '/selldashboard',
        '/delivers',
        '/adminUsers',
        '/adminProducts',
        '/adminCategories',
        '/adminDistributors',
        '/finances',
        '/currencyExchange',
        '/exchangeHistory',
      ],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
