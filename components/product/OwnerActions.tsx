'use client';

import { useState } from 'react';
import Link from '@/components/ui/Link';
import dynamic from 'next/dynamic';
import { can, isOwner } from '@/lib/auth/roles';
import { apiFetch } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { commonMessages } from '@/lib/messages/common';
import { productMessages } from '@/lib/messages/product';
import { useSnackbar } from '@/components/ui/Snackbar';
import type { OwnerCardProduct } from './card-props';
import { setListedAvailability, useListedAvailability } from './listed-availability';
import { productHref } from './product-display';
import { useShopper } from './shopper-context';
import styles from './OwnerActions.module.css';

/** Where a card is shown: the home list hides the availability toggle and delete (docs/contract/catalogue.md §6). */
export type OwnerContext = 'home' | 'list' | 'detail';

// Only owners and super admins ever open it: kept out of every page's first-load JS.
const DeleteProductDialog = dynamic(() => import('./DeleteProductDialog').then((m) => m.DeleteProductDialog), { ssr: false });

type Props = { product: OwnerCardProduct; context: OwnerContext };

/**
 * The owner's edit, availability and share controls, and delete for the owner or a super admin.
 * Everyone else (nearly every card a shopper sees) gets nothing, before any of the controls' state.
 */
export function OwnerActions({ product, context }: Props) {
  const { user, token } = useShopper();
  const owner = isOwner(user, product.sellerId);
  const mayDelete = context !== 'home' && (owner || can(user, 'products:delete-any'));
  if (!owner && !mayDelete) return null;
  return <OwnerControls product={product} context={context} owner={owner} mayDelete={mayDelete} token={token} />;
}

function OwnerControls({ product, context, owner, mayDelete, token }: Props & { owner: boolean; mayDelete: boolean; token: string | null }) {
  const snackbar = useSnackbar();
  const available = useListedAvailability(product);
  const [deleting, setDeleting] = useState(false);
  const t = productMessages;

  async function toggle(next: boolean) {
    setListedAvailability(product._id, next); // optimistic; reverted below on failure
    try {
      await apiFetch(paths.products.root(), { method: 'PATCH', token, body: { _id: product._id, available: true, availableChecked: next } });
      snackbar.show(t.availabilityUpdated, { kind: 'success', durationMs: 2000 });
    } catch {
      setListedAvailability(product._id, !next);
      snackbar.show(t.actionFailed, { kind: 'error', durationMs: 2000 });
    }
  }

  async function share() {
    const url = new URL(productHref(product._id), window.location.origin).toString();
    if (navigator.share) {
      await navigator.share({ title: product.name, url }).catch(() => undefined); // the user closed the sheet
      return;
    }
    await navigator.clipboard.writeText(url);
    snackbar.show(t.linkCopied, { kind: 'success', durationMs: 1500 });
  }

  return (
    <div className={styles.actions}>
      {owner && (
        <Link href={`/myproducts/edit/${product._id}`} className={styles.action}>
          {commonMessages.edit}
        </Link>
      )}
      {owner && (
        <button type="button" className={styles.action} onClick={() => void share()}>
          {t.share}
        </button>
      )}
      {owner && context !== 'home' && (
        <label className={styles.toggle}>
          <input type="checkbox" role="switch" checked={available} onChange={(event) => void toggle(event.target.checked)} />
          {t.available}
        </label>
      )}
      {mayDelete && (
        <button type="button" className={`${styles.action} ${styles.danger}`} onClick={() => setDeleting(true)}>
          {t.delete}
        </button>
      )}
      {deleting && <DeleteProductDialog product={product} token={token} onClose={() => setDeleting(false)} />}
    </div>
  );
}
