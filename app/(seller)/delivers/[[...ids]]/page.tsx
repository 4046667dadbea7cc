import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { DeliversView } from '@/components/seller/DeliversView';
import { PageShell } from '@/components/dashboard/PageShell';
import { cartIcon } from '@/components/layout/icons';

export const metadata: Metadata = { title: messages.dashboard.mySales, robots: { index: false } };

type Props = { params: Promise<{ ids?: string[] }> };

/** /delivers/{sellerId?}/{trackingOrderId?} (sellers): the order lines to deliver, loaded client-side with the stored session. */
export default async function DeliversPage({ params }: Props) {
  const [sellerId, trackingOrderId] = (await params).ids ?? [];
  return (
    <PageShell title={messages.dashboard.mySales} icon={cartIcon} backHref="/selldashboard">
      <DeliversView sellerId={sellerId} trackingOrderId={trackingOrderId} />
    </PageShell>
  );
}
