import { paths, type Query } from '@/lib/http/paths';
import { ORDER_SORTS } from '@/lib/orders/schemas';
import { STATUS_FILTER, TRACK_STATUSES } from '@/lib/orders/status';
import { adminPaths } from '@/components/admin/api';
import { sellerPaths } from '@/components/seller/api';
import { firstByte, send, type Session } from './ops-client';
import { BUDGET_MS, type OpsContext } from './ops-context';
import { measure, type OpRow } from './ops-measure';

const PAGE_SIZE = 20;
const CASH_PATH = '/api/admin/cash';

/** A read as `session`, repeated `ctx.calls` times; `check` rejects a wrong answer. */
function read(
  ctx: OpsContext,
  name: string,
  budgetMs: number,
  session: (i: number) => Session,
  route: (i: number) => string,
  check?: (body: unknown) => void,
): Promise<OpRow> {
  return measure(name, budgetMs, ctx.calls, (i) => async (signal) => {
    const body = await send(ctx.base, 'GET', route(i), { token: session(i).token, signal });
    check?.(body);
  });
}

const hasCount = (body: unknown) => {
  if (typeof (body as { count?: unknown }).count !== 'number') throw new Error(`respuesta sin count: ${JSON.stringify(body).slice(0, 80)}`);
};

/**
 * The last page of a list, from its first page's count: the deepest page anyone can open. A first
 * page that does not answer leaves page 1, whose row then prints its own timeout instead of the
 * whole run stopping here.
 */
async function lastPage(ctx: OpsContext, session: Session, route: (page: number) => string): Promise<number> {
  try {
    const { count } = await send<{ count: number }>(ctx.base, 'GET', route(1), { token: session.token });
    return Math.max(1, Math.ceil(count / PAGE_SIZE));
  } catch {
    return 1;
  }
}

/** The buyer's own orders, then the order admin's list: first and last page, each status, each search field, each sort. */
export async function orderListRows(ctx: OpsContext): Promise<OpRow[]> {
  const buyer = (i: number) => ctx.buyers[i % ctx.buyers.length];
  const admin = () => ctx.orderAdmin;
  const adminList = (name: string, query: Query) =>
    read(ctx, `Pedidos (admin): ${name}`, BUDGET_MS.list, admin, () => paths.orders.root({ page: 1, limit: PAGE_SIZE, ...query }), hasCount);
  const rows = [
    await read(ctx, 'Sesión (getUserWithToken)', BUDGET_MS.list, buyer, () => paths.account.getUserWithToken()),
    await read(ctx, 'Mis pedidos (comprador)', BUDGET_MS.list, buyer, (i) => paths.orders.ofUser(buyer(i).id, { page: 1, limit: PAGE_SIZE }), hasCount),
    await adminList('primera página', {}),
  ];
  const deep = await lastPage(ctx, ctx.orderAdmin, (page) => paths.orders.root({ page, limit: PAGE_SIZE }));
  rows.push(await adminList(`última página (${deep})`, { page: deep }));
  for (const status of STATUS_FILTER.slice(1)) rows.push(await adminList(`estado ${status}`, { status }));
  const sample = ctx.created.cash[0];
  if (sample) {
    const { orders } = await send<{ orders: { orderNumber: number }[] }>(ctx.base, 'GET', paths.orders.root({ orderId: sample, limit: 1 }), {
      token: ctx.orderAdmin.token,
    });
    rows.push(await adminList('por número de pedido', { orderNumber: orders[0].orderNumber }), await adminList('por id de pedido', { orderId: sample }));
  }
  rows.push(await adminList('por comprador', { userId: ctx.buyers[0].id }), await adminList('por guía de la casa', { guideHouse: '1234567' }));
  for (const orderBy of ORDER_SORTS.slice(1)) rows.push(await adminList(`orden ${orderBy}`, { orderBy }));
  return rows;
}

/**
 * The seller's screens: dashboard, /myproducts (their listings) and /delivers (first and last page, a
 * status); then the dashboard and /delivers of the seller with the longest history (large-seller.ts).
 */
export async function sellerRows(ctx: OpsContext): Promise<OpRow[]> {
  const seller = () => ctx.seller;
  const deep = await lastPage(ctx, ctx.seller, (page) => sellerPaths.delivers({ page, limit: PAGE_SIZE }));
  return [
    await read(ctx, 'Panel del vendedor', BUDGET_MS.sellerDashboard, seller, () => sellerPaths.sellingData()),
    await read(ctx, '/myproducts: mis anuncios', BUDGET_MS.list, seller, () => paths.products.ofDistributor(ctx.seller.id, 1)),
    await read(ctx, '/delivers: primera página', BUDGET_MS.list, seller, () => FIRST_DELIVERIES, hasCount),
    await read(ctx, `/delivers: última página (${deep})`, BUDGET_MS.list, seller, () => sellerPaths.delivers({ page: deep, limit: PAGE_SIZE }), hasCount),
    await read(
      ctx,
      `/delivers: estado ${TRACK_STATUSES[0]}`,
      BUDGET_MS.list,
      seller,
      () => sellerPaths.delivers({ page: 1, limit: PAGE_SIZE, status: TRACK_STATUSES[0] }),
      hasCount,
    ),
    ...(await largeSellerRows(ctx)),
  ];
}

async function largeSellerRows(ctx: OpsContext): Promise<OpRow[]> {
  const large = () => ctx.largeSeller;
  const { totalSells } = await send<{ totalSells: number }>(ctx.base, 'GET', sellerPaths.sellingData(), { token: ctx.largeSeller.token });
  const deep = await lastPage(ctx, ctx.largeSeller, (page) => sellerPaths.delivers({ page, limit: PAGE_SIZE }));
  const who = `vendedor grande (${totalSells.toLocaleString('es')} ventas)`;
  return [
    await read(ctx, `Panel del ${who}`, BUDGET_MS.sellerDashboard, large, () => sellerPaths.sellingData()),
    await read(
      ctx,
      '/delivers del vendedor grande: primera página',
      BUDGET_MS.list,
      large,
      () => sellerPaths.delivers({ page: 1, limit: PAGE_SIZE }),
      hasCount,
    ),
    await read(
      ctx,
      `/delivers del vendedor grande: última página (${deep})`,
      BUDGET_MS.list,
      large,
      () => sellerPaths.delivers({ page: deep, limit: PAGE_SIZE }),
      hasCount,
    ),
    await read(
      ctx,
      `/delivers del vendedor grande: estado ${TRACK_STATUSES[1]}`,
      BUDGET_MS.list,
      large,
      () => sellerPaths.delivers({ page: 1, limit: PAGE_SIZE, status: TRACK_STATUSES[1] }),
      hasCount,
    ),
  ];
}

/** The admin's product search the rows measure (a frequent word of the bench catalogue). */
export const PRODUCT_SEARCH = adminPaths.products({ page: 1, limit: PAGE_SIZE, search: 'samsung' });

/** The seller's first page of /delivers. */
export const FIRST_DELIVERIES = sellerPaths.delivers({ page: 1, limit: PAGE_SIZE });

/** The super admin's lists: users, products (each filter), distributors, cash, finances and the CSV's first byte. */
export async function adminRows(ctx: OpsContext): Promise<OpRow[]> {
  const admin = () => ctx.superAdmin;
  const list = (name: string, route: string) => read(ctx, name, BUDGET_MS.list, admin, () => route);
  const deepUsers = await lastPage(ctx, ctx.superAdmin, (page) => adminPaths.users({ page, limit: PAGE_SIZE }));
  const deepProducts = await lastPage(ctx, ctx.superAdmin, (page) => adminPaths.products({ page, limit: PAGE_SIZE }));
  return [
    await list('Usuarios (admin): primera página', adminPaths.users({ page: 1, limit: PAGE_SIZE })),
    await list(`Usuarios (admin): última página (${deepUsers})`, adminPaths.users({ page: deepUsers, limit: PAGE_SIZE })),
    await list('Usuarios (admin): búsqueda', adminPaths.users({ page: 1, limit: PAGE_SIZE, search: 'bench-user-77' })),
    await list('Productos (admin): primera página', adminPaths.products({ page: 1, limit: PAGE_SIZE })),
    await list(`Productos (admin): última página (${deepProducts})`, adminPaths.products({ page: deepProducts, limit: PAGE_SIZE })),
    await list('Productos (admin): promocionados', adminPaths.products({ page: 1, limit: PAGE_SIZE, filter: 'promoted' })),
    await list('Productos (admin): ocultos', adminPaths.products({ page: 1, limit: PAGE_SIZE, filter: 'hidden' })),
    await list('Productos (admin): búsqueda', PRODUCT_SEARCH),
    await list('Distribuidores (admin)', adminPaths.distributors({ page: 1, limit: PAGE_SIZE })),
    await list('Caja (admin)', CASH_PATH),
    await list('Finanzas (admin)', adminPaths.finances()),
    await measure(
      'Finanzas en CSV: primer byte',
      BUDGET_MS.csvFirstByte,
      ctx.calls,
      () => (signal) => firstByte(ctx.base, adminPaths.financesCsv(), ctx.superAdmin.token, signal),
    ),
  ];
}
