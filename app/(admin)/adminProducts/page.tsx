import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { AdminProducts } from '@/components/admin/AdminProducts';
import { PageShell } from '@/components/dashboard/PageShell';
import { storeIcon } from '@/components/layout/inner-icons';

export const metadata: Metadata = { title: messages.menu.adminProducts, robots: { index: false } };

/** /adminProducts: every listing (super admins): a static shell; the data loads client-side through the API with the stored session. */
export default function AdminProductsPage() {
  return (
    <PageShell title={messages.menu.adminProducts} icon={storeIcon}>
      <AdminProducts />
    </PageShell>
  );
}
