import { paths } from '@/lib/http/paths';
import { orderPayload } from '../../test-support/orders';
import { send, type Session } from './ops-client';
import type { OpsFixture } from './ops-fixture';

/** The budgets (decision 18, 2 cores, bench dataset), in ms. */
export const BUDGET_MS = {
  login: 400,
  cartChange: 150,
  order: 600,
  concurrentOrders: 5_000,
  statusChange: 300,
  cancel: 400,
  list: 250,
  sellerDashboard: 600,
  csvFirstByte: 1_000,
  firstAnswerAfterRestart: 10_000,
  // Not in the table: registration costs a bcrypt hash like login; small writes are held to a status change's.
  registration: 400,
  smallWrite: 300,
} as const;

/** What the rows share: the store, the signed-in accounts and the orders the write rows created. */
export type OpsContext = {
  base: string;
  calls: number;
  fixture: OpsFixture;
  mailDir: string;
  seller: Session;
  largeSeller: Session;
  orderAdmin: Session;
  superAdmin: Session;
  buyers: Session[];
  created: { cash: string[]; wallet: string[]; coupon: string[] };
  /** The buyer id of each order the rows placed. */
  ownerOf: Map<string, string>;
  turn: number;
};

/** The next buyer in turn (and the listing they use), so no buyer reaches the per-user order cap. */
export function nextBuyer(ctx: OpsContext): { buyer: Session; listing: string } {
  const i = ctx.turn++;
  return { buyer: ctx.buyers[i % ctx.buyers.length], listing: ctx.fixture.listings[i % ctx.fixture.listings.length] };
}

/** The buyer's stored cart becomes one unit of `listing` (the cart is sent whole, as the browser does). */
export function putInCart(ctx: OpsContext, buyer: Session, listing: string, signal?: AbortSignal): Promise<unknown> {
  return send(ctx.base, 'PATCH', paths.account.updateCart(), {
    token: buyer.token,
    body: { cart: [{ product: listing, count: 1 }], quantity: 1, productId: listing },
    signal,
  });
}

/** POST /api/orders from the buyer's stored cart; answers the order id. */
export async function placeOrder(ctx: OpsContext, buyer: Session, extra: Record<string, unknown>, signal?: AbortSignal): Promise<string> {
  const answer = await send<{ orderId?: string; message?: string }>(ctx.base, 'POST', paths.orders.root(), {
    token: buyer.token,
    body: orderPayload(extra),
    signal,
  });
  if (!answer.orderId) throw new Error(`pedido no creado: ${answer.message ?? JSON.stringify(answer).slice(0, 120)}`);
  ctx.ownerOf.set(answer.orderId, buyer.id);
  return answer.orderId;
}
