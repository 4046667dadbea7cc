import { absoluteUrl, breadcrumbJsonLd, productJsonLd, serializeJsonLd, withReviewsJsonLd, type JsonLdProduct } from './json-ld';

const product: JsonLdProduct = {
  _id: 'p1',
  name: 'Café molido',
  description: 'Tostado oscuro',
  totalPrice: 6.5,
  available: true,
  mainImageUrl: '/demo/cafe-1.webp',
  secondaryImagesUrl: ['https://cdn.example.com/cafe-2.webp'],
  category: { _id: 'c1', name: 'Alimentos' },
  sellerName: 'Delicias del Puerto',
};

describe('productJsonLd', () => {
  test('offers the price with import cost in USD and absolute image URLs', () => {
    const data = productJsonLd(product, 'https://importa.cu') as { offers: Record<string, unknown>; image: string[] };
    expect(data.offers).toMatchObject({
      priceCurrency: 'USD',
      price: '6.50',
      availability: 'https://schema.org/InStock',
      url: 'https://importa.cu/products/detail/p1',
    });
    expect(data.image).toEqual(['https://importa.cu/demo/cafe-1.webp', 'https://cdn.example.com/cafe-2.webp']);
  });

  test.each([
    [true, 'https://schema.org/InStock'],
    [false, 'https://schema.org/OutOfStock'],
  ])('available %s → %s', (available, availability) => {
    const data = productJsonLd({ ...product, available }, 'https://importa.cu') as { offers: { availability: string } };
    expect(data.offers.availability).toBe(availability);
  });
});

test('breadcrumbJsonLd numbers the items from 1 with absolute URLs', () => {
  const data = breadcrumbJsonLd(
    [
      { name: 'Inicio', path: '/' },
      { name: 'Alimentos', path: '/?categoryId=c1' },
    ],
    'http://localhost:3000',
  );
  expect(data.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'http://localhost:3000/' },
    { '@type': 'ListItem', position: 2, name: 'Alimentos', item: 'http://localhost:3000/?categoryId=c1' },
  ]);
});

test.each([
  ['/a', 'https://x.cu/a'],
  ['a', 'https://x.cu/a'],
  ['http://y.cu/b', 'http://y.cu/b'],
])('absoluteUrl(%s)', (input, expected) => expect(absoluteUrl('https://x.cu', input)).toBe(expected));

test('serializeJsonLd cannot close the script tag', () => {
  expect(serializeJsonLd({ name: '</script><b>' })).not.toContain('</script>');
});

describe('withReviewsJsonLd', () => {
  const product = { '@type': 'Product', name: 'Radio' };
  test('adds aggregateRating and each review', () => {
    const ld = withReviewsJsonLd(product, {
      average: 4.5,
      count: 2,
      reviews: [
        { buyerName: 'Laura P.', rating: 5, comment: 'Muy bueno', createdAt: '2026-11-20T10:00:00.000Z' },
        { buyerName: '', rating: 4, comment: '', createdAt: '2026-11-21T10:00:00.000Z' },
      ],
    });
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Laura P.' },
        datePublished: '2026-11-20',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Muy bueno',
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Comprador verificado' },
        datePublished: '2026-11-21',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });
  test('without reviews the product is unchanged (0 reviews is not a rating)', () => {
    expect(withReviewsJsonLd(product, { average: 0, count: 0, reviews: [] })).toBe(product);
  });
});
