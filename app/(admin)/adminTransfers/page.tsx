import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { AdminTransfers } from '@/components/transfer/AdminTransfers';
import { PageShell } from '@/components/dashboard/PageShell';
import { storeIcon } from '@/components/layout/inner-icons';

export const metadata: Metadata = { title: messages.transfer.menu, robots: { index: false } };

/** /adminTransfers: payment by transfer, its details and the receipts to verify (super admins); the data loads client-side. */
export default function AdminTransfersPage() {
  return (
    <PageShell title={messages.transfer.menu} icon={storeIcon}>
      <AdminTransfers />
    </PageShell>
  );
}
