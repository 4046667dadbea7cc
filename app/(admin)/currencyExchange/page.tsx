import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { CurrencyExchange } from '@/components/admin/CurrencyExchange';
import { PageShell } from '@/components/dashboard/PageShell';
import { infoIcon } from '@/components/layout/icons';

export const metadata: Metadata = { title: messages.menu.currencyExchange, robots: { index: false } };

/** /currencyExchange: card payment rates (super admins): a static shell; the data loads client-side through the API with the stored session. */
export default function CurrencyExchangePage() {
  return (
    <PageShell title={messages.menu.currencyExchange} icon={infoIcon}>
      <CurrencyExchange />
    </PageShell>
  );
}
