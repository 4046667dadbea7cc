'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useSession } from '@/components/auth/use-session';

type Props = { reviewId: string; sellerId: string; answered: boolean };

// The seller and the super admins only: their form and its texts load when one of them is seen,
// never in a shopper's first load of the product page.
const ReviewModerationForm = lazyComponent(() => import('./ReviewModerationForm'), null, { optional: true });

/**
 * On a kept product page, the two actions on a review, shown only to who may use them (the server
 * checks again): the product's seller answers once; a super admin hides it with a reason.
 */
export function ReviewModeration({ reviewId, sellerId, answered }: Props) {
  const { user } = useSession();
  const mayReply = Boolean(user?.isImportCompany && user._id === sellerId && !answered);
  const mayHide = Boolean(user?.isSuperAdmin);
  if (!mayReply && !mayHide) return null;
  return <ReviewModerationForm reviewId={reviewId} mayReply={mayReply} mayHide={mayHide} />;
}
