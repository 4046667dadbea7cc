import NotFound from '@/app/not-found';
import { HiddenListingPreview } from '@/components/seller/HiddenListingPreview';

/** An unknown, deleted or hidden product: not found, except a hidden one for its owner and super admins. */
export default function ProductNotFound() {
  return (
    <HiddenListingPreview>
      <NotFound />
    </HiddenListingPreview>
  );
}
