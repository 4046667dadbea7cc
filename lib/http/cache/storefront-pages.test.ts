import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expireStorefrontPagesHere, STOREFRONT_MAX_AGE_SECONDS, STOREFRONT_TAG, storefrontExpiryOf } from './storefront-pages';

describe('which writes expire the cached storefront pages', () => {
  const id = '64b000000000000000000001';
  const expiry = (modelName: string, update: Record<string, unknown>, doc: Record<string, unknown> = { _id: id, availableCount: 5 }) =>
    storefrontExpiryOf(modelName, update, doc);

  test("an order's stock expires only the product's own page while it stays on the same side of sold out", () => {
    expect(expiry('Product', { $inc: { availableCount: -1, salesCount: 1 }, $push: { orderHolds: 'h' } })).toEqual({ products: [id] });
    expect(expiry('Product', { $inc: { availableCount: 2, salesCount: -2, 'availableCountByTags.0.availableCount': 2 } })).toEqual({ products: [id] });
    expect(expiry('Product', { $pull: { orderHolds: 'h' } })).toBeNull();
  });

  test('stock that sells out or comes back expires every page: lists show AGOTADO', () => {
    expect(expiry('Product', { $inc: { availableCount: -1, salesCount: 1 } }, { _id: id, availableCount: 0 })).toBe('all');
    expect(expiry('Product', { $inc: { availableCount: 3, salesCount: -3 } }, { _id: id, availableCount: 3 })).toBe('all');
    // A count set outright says nothing of what it was.
    expect(expiry('Product', { $set: { availableCount: 4 } })).toBe('all');
  });

  test('price, availability and listing edits expire every page; a first view of a product none', () => {
    expect(expiry('Product', { $set: { 'availableCountByTags.0.availableCount': 2, price: 10 } })).toBe('all');
    expect(expiry('Product', { $set: { price: 10, totalPrice: 12 } })).toBe('all');
    expect(expiry('Product', { $set: { available: false } })).toBe('all');
    expect(expiry('Product', { $inc: { viewsCount: 1 } })).toBeNull();
  });

  test("a seller's name, picture and delivery provinces do; a cart, a wallet or a password does not", () => {
    expect(expiry('User', { $set: { importCompanyName: 'Nueva' } })).toBe('all');
    expect(expiry('User', { $set: { 'deliveryCosts.0.available': false } })).toBe('all');
    expect(expiry('User', { $set: { 'cart.products': [] } })).toBeNull();
    expect(expiry('User', { $inc: { wallet: -100 } })).toBeNull();
    expect(expiry('User', { $set: { password: 'x' } })).toBeNull();
  });

  test('any category write does (the menu of every page); orders and other models do not', () => {
    expect(expiry('Category', { $set: { order: 2 } })).toBe('all');
    expect(expiry('Order', { $set: { status: 'Confirmado' } })).toBeNull();
  });

  test('the cached routes are kept as long as STOREFRONT_MAX_AGE_SECONDS says (Next reads their literal revalidate)', () => {
    for (const route of ['app/(storefront)/products/detail/[id]/page.tsx', 'app/(storefront)/portada/[vista]/page.tsx']) {
      const source = fs.readFileSync(path.join(__dirname, '..', '..', '..', route), 'utf8');
      expect(source).toContain(`export const revalidate = ${STOREFRONT_MAX_AGE_SECONDS};`);
    }
  });
});

describe("another process's order: only its products' pages expire here", () => {
  // The manifest Next reads on each cached page's request (next/dist/server/lib/incremental-cache/file-system-cache.js).
  const { tagsManifest, areTagsExpired } = createRequire(__filename)('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
    tagsManifest: Map<string, unknown>;
    areTagsExpired(tags: string[], timestamp: number): boolean;
  };

  test("the product's page, by the tag Next gives it from its path, is expired; every other page is not", () => {
    tagsManifest.clear();
    const renderedBefore = Date.now() - 1_000;
    expireStorefrontPagesHere({ products: ['64b000000000000000000001'] });
    expect(areTagsExpired(['_N_T_/products/detail/64b000000000000000000001'], renderedBefore)).toBe(true);
    expect(areTagsExpired(['_N_T_/products/detail/64b000000000000000000002', STOREFRONT_TAG], renderedBefore)).toBe(false);
    expireStorefrontPagesHere();
    expect(areTagsExpired([STOREFRONT_TAG], renderedBefore)).toBe(true);
  });
});
