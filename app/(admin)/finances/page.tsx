import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { FinancesView } from '@/components/admin/FinancesView';
import { PageShell } from '@/components/dashboard/PageShell';
import { infoIcon } from '@/components/layout/icons';

export const metadata: Metadata = { title: messages.menu.finances, robots: { index: false } };

/** /finances: sales and earnings (super admins): a static shell; the data loads client-side through the API with the stored session. */
export default function FinancesViewPage() {
  return (
    <PageShell title={messages.menu.finances} icon={infoIcon}>
      <FinancesView />
    </PageShell>
  );
}
