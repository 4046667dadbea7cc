import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { AdminDistributors } from '@/components/admin/AdminDistributors';
import { PageShell } from '@/components/dashboard/PageShell';
import { storeIcon } from '@/components/layout/inner-icons';

export const metadata: Metadata = { title: messages.menu.adminDistributors, robots: { index: false } };

/** /adminDistributors: the import companies (super admins): a static shell; the data loads client-side through the API with the stored session. */
export default function AdminDistributorsPage() {
  return (
    <PageShell title={messages.menu.adminDistributors} icon={storeIcon}>
      <AdminDistributors />
    </PageShell>
  );
}
