import fs from 'node:fs';
import path from 'node:path';
import { changesStorefront, STOREFRONT_MAX_AGE_SECONDS } from './storefront-pages';

describe('which writes expire the cached storefront pages', () => {
  test('stock, price, availability and listing edits do; a first view of a product does not', () => {
    expect(changesStorefront('Product', { $inc: { availableCount: -1, salesCount: 1 } })).toBe(true);
    expect(changesStorefront('Product', { $set: { 'availableCountByTags.0.availableCount': 2 } })).toBe(true);
    expect(changesStorefront('Product', { $set: { price: 10, totalPrice: 12 } })).toBe(true);
    expect(changesStorefront('Product', { $set: { available: false } })).toBe(true);
    expect(changesStorefront('Product', { $inc: { viewsCount: 1 } })).toBe(false);
  });

  test("a seller's name, picture and delivery provinces do; a cart, a wallet or a password does not", () => {
    expect(changesStorefront('User', { $set: { importCompanyName: 'Nueva' } })).toBe(true);
    expect(changesStorefront('User', { $set: { 'deliveryCosts.0.available': false } })).toBe(true);
    expect(changesStorefront('User', { $set: { 'cart.products': [] } })).toBe(false);
    expect(changesStorefront('User', { $inc: { wallet: -100 } })).toBe(false);
    expect(changesStorefront('User', { $set: { password: 'x' } })).toBe(false);
  });

  test('any category write does (the menu of every page); orders and other models do not', () => {
    expect(changesStorefront('Category', { $set: { order: 2 } })).toBe(true);
    expect(changesStorefront('Order', { $set: { status: 'Confirmado' } })).toBe(false);
  });

  test('the cached routes are kept as long as STOREFRONT_MAX_AGE_SECONDS says (Next reads their literal revalidate)', () => {
    for (const route of ['app/(storefront)/products/detail/[id]/page.tsx', 'app/(storefront)/portada/[vista]/page.tsx']) {
      const source = fs.readFileSync(path.join(__dirname, '..', '..', '..', route), 'utf8');
      expect(source).toContain(`export const revalidate = ${STOREFRONT_MAX_AGE_SECONDS};`);
    }
  });
});
