import type { Metadata } from 'next';
import { PlainLink } from '@/components/ui/PlainLink';
import { notFound } from 'next/navigation';
import { messages } from '@/lib/messages';
import { breadcrumbJsonLd, categoryPath, productJsonLd, productPath, serializeJsonLd, withReviewsJsonLd } from '@/lib/seo/json-ld';
import { siteUrl } from '@/lib/seo/site-url';
import { PREVIEW_SIDE, previewImagePath } from '@/lib/uploads/image-rules';
import { PageBanner } from '@/components/layout/PageBanner';
import { NoResults } from '@/components/home/NoResults';
import { ProductDetail } from '@/components/product/ProductDetail';
import { DeferredProductFeed } from '@/components/product/DeferredProductFeed';
import { ProductViewPing } from '@/components/product/ProductViewPing';
import { sellerName } from '@/components/product/product-display';
import { loadProduct } from '@/app/_storefront/catalog-data';
import { loadProductPage } from '@/app/_storefront/product-page-data';
import { parseHomeSearch } from '@/lib/catalog/search-params';
import { ProductReviews } from '@/components/reviews/ProductReviews';

type Props = { params: Promise<{ id: string }> };

// Rendered on a product's first request and kept for every shopper (their own parts are client
// components) until a write expires it or STOREFRONT_MAX_AGE_SECONDS pass (lib/http/cache/storefront-pages.ts).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): { id: string }[] {
  return [];
}

/** Search snippets hold about 160 characters. */
const DESCRIPTION_LENGTH = 160;

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s\S*$/, '')}…`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await loadProduct((await params).id);
  if (!product) return { title: messages.pages.notFound, robots: { index: false } };
  const description = snippet(product.description) || messages.seo.description;
  const url = productPath(product._id);
  return {
    title: product.name,
    description,
    alternates: { canonical: url },
    // Next's openGraph.type has no 'product' (an unknown type throws): the page renders that tag itself.
    openGraph: {
      url,
      title: product.name,
      description,
      images: [{ url: previewImagePath(product._id), width: PREVIEW_SIDE, height: PREVIEW_SIDE, type: 'image/jpeg', alt: product.name }],
    },
  };
}

/** Product detail: category header, the product in detail mode, its verified reviews, its structured data (with the rating) and the same category's ads. */
export default async function ProductPage({ params }: Props) {
  const shown = await loadProductPage((await params).id);
  if (!shown) notFound();
  const { product, reviews } = shown;
  const origin = siteUrl();
  const productLd = productJsonLd({ ...product, sellerName: sellerName(product.user) }, origin);
  const jsonLd = [
    reviews ? withReviewsJsonLd(productLd, reviews) : productLd,
    breadcrumbJsonLd(
      [
        { name: messages.layout.tabHome, path: '/' },
        { name: product.category.name, path: categoryPath(product.category._id) },
        { name: product.name, path: productPath(product._id) },
      ],
      origin,
    ),
  ];
  return (
    <>
      {/* React hoists it into <head>; crawlers read Open Graph from `property`, not `name`. */}
      <meta property="og:type" content="product" />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <nav aria-label={messages.layout.breadcrumb}>
        <PageBanner as="p" backHref="/" title={<PlainLink href={categoryPath(product.category._id)}>{product.category.name}</PlainLink>} />
      </nav>
      <ProductDetail product={product} />
      {reviews && <ProductReviews data={reviews} />}
      <ProductViewPing productId={product._id} />
      <section aria-labelledby="same-category">
        <h2 id="same-category" className="section-title">
          {messages.home.sameCategory}
        </h2>
        {/*
          Fetched by the browser from the product list (the same answer for every product of the
          category, kept by the server) as the shopper nears it: drawn here it was 60 % of the
          page's HTML and a fifth of a first view's CPU, for a list below the fold that many
          shoppers never reach (docs/PERFORMANCE.md). The breadcrumb's category link is the
          crawlers' way to the category's listings.
        */}
        <DeferredProductFeed
          source={{ kind: 'home', search: parseHomeSearch({ categoryId: product.category._id }) }}
          fetchFirstPage
          initialHasMore
          excludeId={product._id}
          context="list"
          empty={<NoResults />}
        />
      </section>
    </>
  );
}
