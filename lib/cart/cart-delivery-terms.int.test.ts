import * as updateCart from '@/app/api/accountImport/updateCart/route';
import type { ProductDto } from '@/lib/catalog/dto';
import { groupDeliveryCost } from '@/lib/cart/delivery-cost';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';

type CartAnswer = { cart: { products: { product: ProductDto; count: number }[] } };

describe("cart lines carry their store's delivery terms", () => {
  useTestDatabase();

  test('the cart answer holds each seller’s delivery costs, so the page can price delivery per store', async () => {
    const deliveryCosts = [
      { provinceName: 'La Habana', available: true, isFree: { always: false, above: true, aboveNumber: 100 }, municipalities: [{ name: 'Playa', cost: 3.5 }] },
      { provinceName: 'Matanzas', available: false, isFree: { always: false, above: false, aboveNumber: 0 }, municipalities: [] },
    ];
    const { user: seller } = await createUser({ isImportCompany: true, deliveryCosts });
    const product = await createProduct(seller, { name: 'Batidora', availableCount: 5 });
    const { token } = await createUser();
    const answer = await call<CartAnswer>(updateCart.PATCH, {
      url: '/api/accountImport/updateCart',
      method: 'PATCH',
      token,
      body: { cart: [{ product: String(product._id), count: 1 }], quantity: 1, productId: String(product._id) },
    });
    expect(answer.status).toBe(200);
    const terms = answer.body.cart.products[0].product.user.deliveryCosts!;
    expect(groupDeliveryCost(terms, { region: 'La Habana', municipality: 'Playa' }, 25)).toMatchObject({ cost: 3.5 });
    expect(groupDeliveryCost(terms, { region: 'Matanzas', municipality: 'Cárdenas' }, 25).status).toBe('notDelivering');
  });
});
