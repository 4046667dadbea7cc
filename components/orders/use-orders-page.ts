'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { useSWR } from '@/components/ui/use-swr';
import { can } from '@/lib/auth/roles';
import { isApiError } from '@/lib/http/fetcher';
import { ordersMessages } from '@/lib/messages/orders';
import type { OrderDto } from '@/lib/orders/dto';
import { useSession } from '@/components/auth/use-session';
import { isOrdersKey } from '@/components/realtime/order-events';
import { useOrderEvents } from '@/components/realtime/use-order-events';
import { useSnackbar } from '@/components/ui/Snackbar';
import { ordersHref, parseFilters, type OrdersFilters, type OrdersRoute } from './orders-query';
import { ordersListKey } from './preload-orders';

export type OrderList = { count: number; orders: OrderDto[] };

const FORBIDDEN_MS = 10_000;
const LOAD_FAILED_MS = 2000;
/** Admins' lists also refresh on a timer while visible, in case a live event was missed. */
const ADMIN_REFRESH_MS = 60_000;

/**
 * The orders screen's data: filters from the URL (the route's user and order, then the query
 * string), the list from the API through SWR, live revalidation when an orderCreated/orderUpdated
 * event arrives, and the access and connection notices (docs/contract/buying.md §8).
 */
export function useOrdersPage(route: OrdersRoute) {
  const { user, token, ready } = useSession();
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const snackbar = useSnackbar();
  const { mutate } = useSWRConfig();
  const filters = useMemo(() => parseFilters(search, route), [search, route]);
  const isAdmin = can(user, 'orders:read-all');
  const key = user && token ? ordersListKey(filters, user, token) : null;
  const list = useSWR<OrderList>(key, { keepPreviousData: true, refreshInterval: isAdmin ? ADMIN_REFRESH_MS : 0 });

  const revalidate = useCallback(() => mutate((k) => isOrdersKey(k)), [mutate]);
  useOrderEvents(() => void revalidate());

  const forbidden = isApiError(list.error) && list.error.status === 403;
  useEffect(() => {
    if (!list.error) return;
    if (forbidden) snackbar.show(ordersMessages.forbidden, { kind: 'error', durationMs: FORBIDDEN_MS });
    else snackbar.show(ordersMessages.loadFailed, { kind: 'error', durationMs: LOAD_FAILED_MS });
  }, [list.error, forbidden, snackbar]);

  const navigate = useCallback((next: Partial<OrdersFilters>) => router.push(ordersHref({ ...filters, ...next })), [router, filters]);
  /** Removes one query parameter without a new history entry (successPaymentOrderId). */
  const dropParam = useCallback(
    (name: string) => {
      const rest = new URLSearchParams(search.toString());
      rest.delete(name);
      const query = rest.toString();
      router.replace(query ? `${pathname}?${query}` : pathname);
    },
    [router, pathname, search],
  );

  return {
    user,
    token,
    ready,
    filters,
    isAdmin,
    isSuperAdmin: can(user, 'orders:read-payment'),
    list,
    forbidden,
    revalidate,
    navigate,
    dropParam,
    successPaymentOrderId: search.get('successPaymentOrderId'),
  };
}
