import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { PageShell } from '@/components/dashboard/PageShell';
import { VitalsView } from '@/components/vitals/VitalsView';
import { infoIcon } from '@/components/layout/icons';

export const metadata: Metadata = { title: messages.menu.adminVitals, robots: { index: false } };

/** /adminVitals: field Core Web Vitals per page and day (super admins); the data loads client-side with the stored session. */
export default function AdminVitalsPage() {
  return (
    <PageShell title={messages.menu.adminVitals} icon={infoIcon}>
      <VitalsView />
    </PageShell>
  );
}
