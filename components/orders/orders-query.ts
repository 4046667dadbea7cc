import { paths } from '@/lib/http/paths';
import { commonMessages } from '@/lib/messages/common';
import { menuMessages } from '@/lib/messages/menu';
import { ordersMessages } from '@/lib/messages/orders';
import { STATUS_FILTER } from '@/lib/orders/status';

/** Orders per page (docs/contract/buying.md §9: default 20). */
export const ORDERS_PAGE_SIZE = 20;
/** Characters the filter's user search needs before it asks usersuggest (docs/contract/buying.md §5, §9). */
export const USER_SUGGEST_MIN = 3;

/** The orders screen's filters, as the query string holds them; page is zero-based (docs/contract/buying.md §3). */
export type OrdersFilters = {
  page: number;
  statusToSearch: string;
  userId: string;
  userFullName: string;
  orderId: string;
  orderNumber: string;
  orderBy: string;
  guideHouse: string;
};
/** The catch-all route's segments: /orders/{userId}/{orderId}. */
export type OrdersRoute = { userId?: string; orderId?: string };
type Search = { get(name: string): string | null };

const ALL = commonMessages.all;
const text = (search: Search, name: string) => (search.get(name) ?? '').trim();

/** The filters of a URL: the path's user and order first, then the query string; unknown statuses read as 'Todos'. */
export function parseFilters(search: Search, route: OrdersRoute): OrdersFilters {
  const page = Number.parseInt(text(search, 'page'), 10);
  const status = text(search, 'statusToSearch');
  return {
    page: Number.isFinite(page) && page > 0 ? page : 0,
    statusToSearch: (STATUS_FILTER as readonly string[]).includes(status) ? status : ALL,
    userId: route.userId || text(search, 'userId'),
    userFullName: text(search, 'userFullName'),
    orderId: route.orderId || text(search, 'orderId'),
    orderNumber: /^\d+$/.test(text(search, 'orderNumber')) ? text(search, 'orderNumber') : '',
    orderBy: text(search, 'orderBy'),
    guideHouse: /^\d+$/.test(text(search, 'guideHouse')) ? text(search, 'guideHouse') : '',
  };
}

/** The page URL of some filters: /orders[/{userId}[/{orderId}]] with the rest in the query string (defaults left out). */
export function ordersHref(f: OrdersFilters): string {
  const path = ['/orders', f.userId, f.userId ? f.orderId : '']
    .filter(Boolean)
    .map((part, i) => (i ? encodeURIComponent(part) : part))
    .join('/');
  const query = new URLSearchParams();
  if (f.page > 0) query.set('page', String(f.page));
  if (f.statusToSearch !== ALL) query.set('statusToSearch', f.statusToSearch);
  if (f.userId && f.userFullName) query.set('userFullName', f.userFullName);
  if (f.orderId && !f.userId) query.set('orderId', f.orderId);
  for (const key of ['orderNumber', 'orderBy', 'guideHouse'] as const) if (f[key]) query.set(key, f[key]);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The API path of the list (docs/contract/buying.md §7): one user's orders (the viewer's own for a buyer), or
 * every order for an order admin with no user chosen; page sent one-based.
 */
export function ordersApiPath(f: OrdersFilters, viewer: { id: string; isAdmin: boolean }): string {
  const query = {
    page: f.page + 1,
    limit: ORDERS_PAGE_SIZE,
    status: f.statusToSearch === ALL ? undefined : f.statusToSearch,
    guideHouse: viewer.isAdmin ? f.guideHouse : undefined,
    orderId: f.orderId,
    orderNumber: f.orderNumber,
    orderBy: f.orderBy,
  };
  const target = f.userId || (viewer.isAdmin ? '' : viewer.id);
  return target ? paths.orders.ofUser(target, query) : paths.orders.root(query);
}

/**
 * The page title (docs/contract/buying.md §2): 'MIS PEDIDOS' for a buyer; for an order admin 'TODOS LOS PEDIDOS'
 * or 'EN ESTADO {status}', and with a user chosen 'PEDIDOS DE {name}' or 'PEDIDO #{n} DE {name}'.
 */
export function ordersTitle(f: OrdersFilters, isAdmin: boolean, found: { name: string; orderNumber?: number } | null): string {
  if (!isAdmin) return menuMessages.myOrders;
  if (!f.userId) return f.statusToSearch === ALL ? ordersMessages.allOrders : ordersMessages.inStatus(f.statusToSearch);
  const name = (f.userFullName || found?.name || '').toUpperCase();
  const single = f.orderNumber ? Number(f.orderNumber) : f.orderId ? found?.orderNumber : undefined;
  return single ? ordersMessages.orderOfUser(single, name) : ordersMessages.ofUser(name);
}

/** The paginator's texts 'Pág: x/y' and 'a-b/total' for a zero-based page, and whether it can move. */
export function pagerOf(page: number, count: number, limit = ORDERS_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(count / limit));
  const from = count === 0 ? 0 : page * limit + 1;
  const to = Math.min((page + 1) * limit, count);
  return { label: commonMessages.page(page + 1, pages), range: commonMessages.range(from, to, count), hasPrevious: page > 0, hasNext: page + 1 < pages };
}
