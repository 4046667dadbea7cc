import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { AdminCash } from '@/components/cash/AdminCash';
import { PageShell } from '@/components/dashboard/PageShell';
import { storeIcon } from '@/components/layout/inner-icons';

export const metadata: Metadata = { title: messages.menu.adminCash, robots: { index: false } };

/** /adminCash: cash collected on delivery per courier and its hand-over (super admins); the data loads client-side. */
export default function AdminCashPage() {
  return (
    <PageShell title={messages.menu.adminCash} icon={storeIcon}>
      <AdminCash />
    </PageShell>
  );
}
