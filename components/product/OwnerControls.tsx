'use client';

import { useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { apiFetch } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { commonMessages } from '@/lib/messages/common';
import { productMessages } from '@/lib/messages/product';
import { PlainLink } from '@/components/ui/PlainLink';
import { useSnackbar } from '@/components/ui/Snackbar';
import { setListedAvailability, useListedAvailability } from './listed-availability';
import type { OwnerActionsProps } from './OwnerActions';
import { productHref } from './product-display';
import styles from './OwnerActions.module.css';

// Only owners and super admins ever open it: kept out of every page's first-load JS.
const DeleteProductDialog = lazyComponent(() => import('./DeleteProductDialog').then((m) => m.DeleteProductDialog));

/** The controls of OwnerActions, loaded only for a listing's owner or a super admin. */
export default function OwnerControls({
  product,
  context,
  owner,
  mayDelete,
  token,
}: OwnerActionsProps & { owner: boolean; mayDelete: boolean; token: string | null }) {
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
        <PlainLink href={`/myproducts/edit/${product._id}`} className={styles.action}>
          {commonMessages.edit}
        </PlainLink>
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
