import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { listingFormOptions } from '@/lib/selling/listing-form';
import { ListingForm } from '@/components/seller/ListingForm';
import { PageShell } from '@/components/dashboard/PageShell';
import { sellIcon } from '@/components/layout/icons';

export const metadata: Metadata = { title: messages.seller.editListing, robots: { index: false } };
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

/** /myproducts/edit/{id} (the listing's seller): the form, filled client-side from the API with the stored session. */
export default async function EditListingPage({ params }: Props) {
  const { id } = await params;
  return (
    <PageShell title={messages.seller.editListing} icon={sellIcon} backHref="/myproducts">
      <ListingForm options={await listingFormOptions()} productId={id} />
    </PageShell>
  );
}
