import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { ExchangeHistory } from '@/components/admin/ExchangeHistory';
import { PageShell } from '@/components/dashboard/PageShell';
import { infoIcon } from '@/components/layout/icons';

export const metadata: Metadata = { title: messages.menu.exchangeHistory, robots: { index: false } };

/** /exchangeHistory: rate changes (super admins): a static shell; the data loads client-side through the API with the stored session. */
export default function ExchangeHistoryPage() {
  return (
    <PageShell title={messages.menu.exchangeHistory} icon={infoIcon}>
      <ExchangeHistory />
    </PageShell>
  );
}
