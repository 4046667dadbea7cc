import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { AdminCategories } from '@/components/admin/AdminCategories';
import { PageShell } from '@/components/dashboard/PageShell';
import { filterIcon } from '@/components/layout/icons';

export const metadata: Metadata = { title: messages.menu.adminCategories, robots: { index: false } };

/** /adminCategories: the category menu (super admins): a static shell; the data loads client-side through the API with the stored session. */
export default function AdminCategoriesPage() {
  return (
    <PageShell title={messages.menu.adminCategories} icon={filterIcon}>
      <AdminCategories />
    </PageShell>
  );
}
