import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { MyListings } from '@/components/seller/MyListings';
import { PageShell } from '@/components/dashboard/PageShell';
import { storeIcon } from '@/components/layout/inner-icons';

export const metadata: Metadata = { title: messages.menu.myAds, robots: { index: false } };

/** /myproducts (sellers): the viewer's listings, loaded client-side with the stored session. */
export default function MyProductsPage() {
  return (
    <PageShell title={messages.menu.myAds} icon={storeIcon} backHref="/selldashboard">
      <MyListings />
    </PageShell>
  );
}
