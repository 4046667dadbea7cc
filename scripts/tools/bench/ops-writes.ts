import { paths } from '@/lib/http/paths';
import { ORDER_STATUSES } from '@/lib/orders/status';
import { Product } from '@/models/Product';
import { adminPaths } from '@/components/admin/api';
import { login, registrationCode, send } from './ops-client';
import { BUDGET_MS, nextBuyer, placeOrder, putInCart, type OpsContext } from './ops-context';
import { measure, percentile, timeCall, type OpRow } from './ops-measure';
import { note } from '../../server/progress';

const [REQUESTED, CONFIRMED, PACKED] = ORDER_STATUSES;

/** Login and both registration steps, each as a browser makes it. */
export async function accountRows(ctx: OpsContext): Promise<OpRow[]> {
  const run = Date.now().toString(36);
  const email = (i: number) => `bench-reg-${run}-${i}@importa.cu`;
  const codes: string[] = [];
  return [
    await measure(
      'Inicio de sesión',
      BUDGET_MS.login,
      ctx.calls,
      (i) => async (signal) => void (await login(ctx.base, ctx.fixture.buyers[i % ctx.buyers.length], signal)),
    ),
    await measure('Registro: pedir el código', BUDGET_MS.registration, ctx.calls, (i) => async (signal) => {
      codes[i] = (await send<{ code: string }>(ctx.base, 'GET', paths.account.confirmRegister(email(i), 'Ana Pérez', '+5355555555'), { signal })).code;
    }),
    await measure('Registro: crear la cuenta', BUDGET_MS.registration, ctx.calls, (i) => async (signal) => {
      const body = {
        username: email(i),
        email: email(i),
        phone: '+5355555555',
        password: 'BancoPrueba1',
        region: 'La Habana',
        code: codes[i],
        emailCode: registrationCode(ctx.mailDir, email(i)),
        name: 'Ana',
        lastName: 'Pérez',
      };
      await send(ctx.base, 'POST', paths.account.register(), { body, signal });
    }),
  ];
}

/** Add, change and remove a cart line, each buyer on their own listing. */
export async function cartRows(ctx: OpsContext): Promise<OpRow[]> {
  const turns = Array.from({ length: ctx.calls }, () => nextBuyer(ctx));
  const cart = (i: number, count: number, quantity: number) => async (signal: AbortSignal) => {
    const { buyer, listing } = turns[i];
    const body = { cart: count ? [{ product: listing, count }] : [], quantity, productId: listing };
    await send(ctx.base, 'PATCH', paths.account.updateCart(), { token: buyer.token, body, signal });
  };
  return [
    await measure('Carrito: añadir una línea', BUDGET_MS.cartChange, ctx.calls, (i) => cart(i, 1, 1)),
    await measure('Carrito: cambiar la cantidad', BUDGET_MS.cartChange, ctx.calls, (i) => cart(i, 2, 1)),
    await measure('Carrito: quitar la línea', BUDGET_MS.cartChange, ctx.calls, (i) => cart(i, 0, -2)),
  ];
}

/** One order row: each call orders one unit from a cart filled beforehand (untimed); the order ids are kept for later rows. */
async function orderRow(
  ctx: OpsContext,
  name: string,
  kept: string[],
  extra: Record<string, unknown>,
  fund?: (buyerId: string) => Promise<void>,
): Promise<OpRow> {
  const turns = Array.from({ length: ctx.calls }, () => nextBuyer(ctx));
  return measure(
    name,
    BUDGET_MS.order,
    ctx.calls,
    (i) => async (signal) => void kept.push(await placeOrder(ctx, turns[i].buyer, extra, signal)),
    async (i) => {
      await fund?.(turns[i].buyer.id);
      await putInCart(ctx, turns[i].buyer, turns[i].listing);
    },
  );
}

/** Orders paid in cash, from the wallet (credited by the super admin beforehand) and with the seller's coupon. */
export async function orderRows(ctx: OpsContext): Promise<OpRow[]> {
  const credit = (id: string) =>
    send(ctx.base, 'PATCH', adminPaths.wallet(id), { token: ctx.superAdmin.token, body: { amount: 20, reason: 'Banco de pruebas' } }).then(() => undefined);
  return [
    await orderRow(ctx, 'Pedido en efectivo', ctx.created.cash, {}),
    await orderRow(ctx, 'Pedido con el monedero', ctx.created.wallet, { useWallet: true }, credit),
    await orderRow(ctx, 'Pedido con cupón', ctx.created.coupon, { couponInfo: ctx.fixture.seller.couponCode }),
  ];
}

/**
 * Twenty buyers order at once, each one unit of a listing that has exactly one: every answer
 * within 5 s, and afterwards no listing below zero (oversold) and one unit gone per order.
 */
export async function concurrentOrdersRow(ctx: OpsContext): Promise<OpRow> {
  const listings = ctx.fixture.raceListings;
  const buyers = listings.map(() => nextBuyer(ctx).buyer);
  const row: OpRow = { name: `${listings.length} pedidos a la vez (productos distintos)`, budgetMs: BUDGET_MS.concurrentOrders, samples: [], failure: null };
  try {
    for (const [i, listing] of listings.entries()) await putInCart(ctx, buyers[i], listing);
  } catch (error) {
    row.failure = `preparación: ${error instanceof Error ? error.message : String(error)}`;
    return row;
  }
  const ids: string[] = [];
  const results = await Promise.all(buyers.map((buyer) => timeCall(async (signal) => void ids.push(await placeOrder(ctx, buyer, {}, signal)))));
  row.samples = results.flatMap((r) => ('ms' in r ? [r.ms] : []));
  const failures = results.flatMap((r) => ('failure' in r ? [r.failure] : []));
  // By _id one at a time: FerretDB v1 reads the whole table for an $in.
  const stock = await Promise.all(listings.map((id) => Product.findById(id, { availableCount: 1 }).lean()));
  const oversold = stock.filter((p) => (p?.availableCount ?? 0) < 0).length;
  const taken = stock.reduce((sum, p) => sum + (1 - (p?.availableCount ?? 0)), 0);
  if (failures.length) row.failure = `${failures.length} sin respuesta correcta (${failures[0]})`;
  else if (oversold || taken !== ids.length) row.failure = `${oversold} vendidos de más; ${taken} unidades para ${ids.length} pedidos`;
  row.extra = `vendidos de más: ${oversold}`;
  ctx.created.cash.push(...ids);
  note(`${row.name}: ${row.samples.length} respuestas, la última a los ${row.samples.length ? percentile(row.samples, 1).toFixed(0) : '–'} ms; ${row.extra}`);
  return row;
}

/** The order admin advances the cash orders twice; the super admin cancels the coupon orders. */
export async function manageRows(ctx: OpsContext): Promise<OpRow[]> {
  const cash = ctx.created.cash;
  const advance = (to: string, i: number) => async (signal: AbortSignal) => {
    const body = { _id: cash[i], newStatus: to, paymentObservation: to === CONFIRMED ? 'Pago en efectivo al entregar' : undefined };
    await send(ctx.base, 'PATCH', paths.orders.root(), { token: ctx.orderAdmin.token, body, signal });
  };
  const calls = Math.min(ctx.calls, cash.length);
  return [
    await measure(`Cambio de estado: ${REQUESTED} → ${CONFIRMED}`, BUDGET_MS.statusChange, calls, (i) => advance(CONFIRMED, i)),
    await measure(`Cambio de estado: ${CONFIRMED} → ${PACKED}`, BUDGET_MS.statusChange, calls, (i) => advance(PACKED, i)),
    await measure(
      'Cancelar un pedido',
      BUDGET_MS.cancel,
      Math.min(ctx.calls, ctx.created.coupon.length),
      (i) => async (signal) => void (await send(ctx.base, 'PATCH', paths.orders.cancelOrder(ctx.created.coupon[i]), { token: ctx.superAdmin.token, signal })),
    ),
  ];
}
