import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { messages } from '@/lib/messages';
import { OrdersView } from '@/components/orders/OrdersView';
import { PageLoading } from '@/components/layout/PageLoading';

// Neutral until the browser knows who asks: the view then names the tab MIS PEDIDOS or TODOS LOS PEDIDOS.
export const metadata: Metadata = { title: messages.orders.pageTitle, robots: { index: false } };

type Props = { params: Promise<{ ids?: string[] }> };

/**
 * /orders, /orders/{userId} and /orders/{userId}/{orderId} (docs/contract/buying.md §2): one route for the three.
 * The session lives in the browser, so the page is a shell around the client view; who may read
 * which orders is decided by the API.
 */
export default async function OrdersPage({ params }: Props) {
  const { ids = [] } = await params;
  if (ids.length > 2) notFound();
  const [userId, orderId] = ids;
  return (
    <Suspense fallback={<PageLoading name={messages.pageNames.orders} />}>
      <OrdersView route={{ userId, orderId }} />
    </Suspense>
  );
}
