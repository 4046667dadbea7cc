import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { MyListings } from '@/components/seller/MyListings';
import { PageShell } from '@/components/dashboard/PageShell';

export const metadata: Metadata = { title: messages.menu.myAds, robots: { index: false } };

/** /myproducts (sellers): the viewer's listings, loaded client-side with the stored session. */
export default function MyProductsPage() {
  return (
    <PageShell title={messages.menu.myAds} icon="store" backHref="/selldashboard">
      <MyListings />
    </PageShell>
  );
}
