import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { PageShell } from '@/components/dashboard/PageShell';
import { SellDashboard } from '@/components/seller/SellDashboard';
import { sellIcon } from '@/components/layout/icons';

export const metadata: Metadata = { title: messages.menu.sell, robots: { index: false } };

/** /selldashboard (sellers): the session lives in the browser, so the figures load client-side through the API. */
export default function SellDashboardPage() {
  return (
    <PageShell title={messages.menu.sell} icon={sellIcon}>
      <SellDashboard />
    </PageShell>
  );
}
