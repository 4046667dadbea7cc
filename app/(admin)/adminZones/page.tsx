import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { AdminZones } from '@/components/zones/AdminZones';
import { PageShell } from '@/components/dashboard/PageShell';
import { shieldIcon } from '@/components/layout/inner-icons';

export const metadata: Metadata = { title: messages.menu.adminZones, robots: { index: false } };

/** /adminZones: paused delivery zones (super admins); a static shell, the data loads client-side with the stored session. */
export default function AdminZonesPage() {
  return (
    <PageShell title={messages.menu.adminZones} icon={shieldIcon}>
      <AdminZones />
    </PageShell>
  );
}
