'use client';

import { useEffect, useState } from 'react';
import { layoutMessages } from '@/lib/messages/layout';
import { ordersMessages } from '@/lib/messages/orders';
import { paymentMessages } from '@/lib/messages/payment';
import { AccessDenied } from '@/components/layout/AccessDenied';
import { SignInButton } from '@/components/auth/SignInButton';
import { NoConnection } from '@/components/layout/NoConnection';
import { PageBanner } from '@/components/layout/PageBanner';
import { usePageTitle } from '@/components/layout/use-page-title';
import { QueuedOrders } from '@/components/offline/QueuedOrders';
import { Skeleton } from '@/components/ui/Skeleton';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import { FilterDialog } from './FilterDialog';
import { OrderCard } from './OrderCard';
import { Paginator } from './Paginator';
import { PendingPaymentDialog } from './PendingPaymentDialog';
import { buyerName } from './order-view';
import { ordersTitle, type OrdersRoute } from './orders-query';
import { useOrdersPage } from './use-orders-page';
import { usePayOnline } from './use-pay-online';
import styles from './orders.module.css';

const SUCCESS_MS = 5000;

/**
 * /orders, /orders/{userId} and /orders/{userId}/{orderId} (docs/contract/buying.md §2 "Orders list"): the title
 * by role, FILTROS, the paginator, the expandable orders, the pending-payment dialog for buyers,
 * the payment-success notice, and the access, empty and error states. Updates live.
 */
export function OrdersView({ route }: { route: OrdersRoute }) {
  const page = useOrdersPage(route);
  const payment = usePayOnline(page.token);
  const snackbar = useSnackbar();
  const [filtering, setFiltering] = useState(false);
  const { filters, list, successPaymentOrderId, dropParam } = page;
  const data = list.data;

  useEffect(() => {
    if (!successPaymentOrderId || !data) return;
    const paid = data.orders.find((o) => o._id === successPaymentOrderId);
    if (paid) snackbar.show(paymentMessages.success(paid.orderNumber), { kind: 'success', durationMs: SUCCESS_MS });
    dropParam('successPaymentOrderId');
  }, [successPaymentOrderId, data, snackbar, dropParam]);

  const first = data?.orders[0];
  const title = ordersTitle(filters, page.isAdmin, first ? { name: buyerName(first), orderNumber: first.orderNumber } : null);
  usePageTitle(page.ready && page.user ? title : null);

  if (!page.ready) return <Skeleton height={240} />;
  if (!page.user)
    return (
      <AccessDenied>
        <SignInButton />
      </AccessDenied>
    );

  const viewer = { id: page.user._id, isAdmin: page.isAdmin, isSuperAdmin: page.isSuperAdmin, token: page.token };
  const single = Boolean(filters.orderId) || data?.orders.length === 1;

  function body() {
    if (page.forbidden)
      return (
        <div className={styles.center}>
          <h2>{ordersMessages.forbidden}</h2>
        </div>
      );
    if (list.error && !data) {
      return (
        <NoConnection>
          <button type="button" className={ui.button} onClick={() => void list.mutate()}>
            {layoutMessages.retry}
          </button>
        </NoConnection>
      );
    }
    if (!data) return <Skeleton height={96} />;
    if (data.orders.length === 0) {
      // An order admin looks through everyone's orders: "when you order" is the buyer's text.
      const [empty, hint] = page.isAdmin ? [ordersMessages.emptyAdmin, ordersMessages.emptyAdminHint] : [ordersMessages.empty, ordersMessages.emptyHint];
      return (
        <div className={styles.center}>
          <h2>{empty}</h2>
          <p>{hint}</p>
        </div>
      );
    }
    return (
      <ul className={styles.list}>
        {data.orders.map((order) => (
          <OrderCard key={order._id} order={order} viewer={viewer} initiallyOpen={single} payment={payment} onChanged={() => void page.revalidate()} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageBanner title={title} backHref={page.isAdmin && filters.userId ? '/orders' : '/'} />
      <div className={styles.toolbar}>
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => setFiltering(true)}>
          {layoutMessages.filters}
        </button>
        {data && <Paginator page={filters.page} count={data.count} onPage={(next) => page.navigate({ page: next })} />}
      </div>
      {!page.isAdmin && <QueuedOrders userId={page.user._id} />}
      {body()}
      {!page.isAdmin && !successPaymentOrderId && <PendingPaymentDialog token={page.token} payment={payment} />}
      {filtering && (
        <FilterDialog
          filters={filters}
          isAdmin={page.isAdmin}
          token={page.token}
          onClose={() => setFiltering(false)}
          onApply={(next) => {
            setFiltering(false);
            page.navigate(next);
          }}
        />
      )}
    </>
  );
}
