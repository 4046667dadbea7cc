import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { listingFormOptions } from '@/lib/selling/listing-form';
import { ListingForm } from '@/components/seller/ListingForm';
import { PageShell } from '@/components/dashboard/PageShell';
import { sellIcon } from '@/components/layout/icons';

export const metadata: Metadata = { title: messages.seller.newListing, robots: { index: false } };
// The categories come from the database at request time.
export const dynamic = 'force-dynamic';

/** /myproducts/create (sellers): the listing form; categories and freight rates are public and read here. */
export default async function CreateListingPage() {
  return (
    <PageShell title={messages.seller.newListing} icon={sellIcon} backHref="/myproducts">
      <ListingForm options={await listingFormOptions()} />
    </PageShell>
  );
}
