import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { AdminUsers } from '@/components/admin/AdminUsers';
import { PageShell } from '@/components/dashboard/PageShell';
import { userIcon } from '@/components/layout/icons';

export const metadata: Metadata = { title: messages.menu.adminUsers, robots: { index: false } };

/** /adminUsers: find users, roles and wallets (super admins): a static shell; the data loads client-side through the API with the stored session. */
export default function AdminUsersPage() {
  return (
    <PageShell title={messages.menu.adminUsers} icon={userIcon}>
      <AdminUsers />
    </PageShell>
  );
}
