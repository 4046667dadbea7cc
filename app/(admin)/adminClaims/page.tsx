import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { AdminClaims } from '@/components/claims/AdminClaims';
import { PageShell } from '@/components/dashboard/PageShell';
import { storeIcon } from '@/components/layout/inner-icons';

export const metadata: Metadata = { title: messages.claims.title, robots: { index: false } };

/** /adminClaims: the buyers' claims and their one resolution (super admins); the data loads client-side. */
export default function AdminClaimsPage() {
  return (
    <PageShell title={messages.claims.title} icon={storeIcon}>
      <AdminClaims />
    </PageShell>
  );
}
