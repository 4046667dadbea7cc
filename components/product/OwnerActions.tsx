'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { can, isOwner } from '@/lib/auth/roles';
import type { OwnerCardProduct } from './card-props';
import { useShopper } from './shopper-context';

/** Where a card is shown: the home list hides the availability toggle and delete (docs/contract/catalogue.md §6). */
export type OwnerContext = 'home' | 'list' | 'detail';

export type OwnerActionsProps = { product: OwnerCardProduct; context: OwnerContext };

// Only a listing's owner or a super admin sees the controls: their code loads when one does, never
// in the first load of a shopper's page.
const OwnerControls = lazyComponent(() => import('./OwnerControls'), null, { optional: true });

/**
 * The owner's edit, availability and share controls, and delete for the owner or a super admin.
 * Everyone else (nearly every card a shopper sees) gets nothing, before any of the controls' state.
 */
export function OwnerActions({ product, context }: OwnerActionsProps) {
  const { user, token } = useShopper();
  const owner = isOwner(user, product.sellerId);
  const mayDelete = context !== 'home' && (owner || can(user, 'products:delete-any'));
  if (!owner && !mayDelete) return null;
  return <OwnerControls product={product} context={context} owner={owner} mayDelete={mayDelete} token={token} />;
}
