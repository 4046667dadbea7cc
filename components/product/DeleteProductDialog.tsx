'use client';

import { useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import type { ProductDto } from '@/lib/catalog/dto';
import { apiFetch } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { productMessages } from '@/lib/messages/product';
import { Dialog } from '@/components/ui/Dialog';
import { useSnackbar } from '@/components/ui/Snackbar';
import { productHref } from './product-display';
import styles from './OwnerActions.module.css';

type Props = { product: Pick<ProductDto, '_id' | 'name'>; token: string | null; onClose(): void };

/** 'Eliminar Producto': confirms, then DELETE /api/productsImport/{id}; the detail page of a deleted product goes home. */
export function DeleteProductDialog({ product, token, onClose }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const t = productMessages;

  async function remove() {
    setBusy(true);
    try {
      await apiFetch(paths.products.one(product._id), { method: 'DELETE', token });
      snackbar.show(t.deleted, { kind: 'success', durationMs: 1000 });
      onClose();
      if (pathname === productHref(product._id)) router.replace('/');
      else router.refresh();
    } catch {
      snackbar.show(t.actionFailed, { kind: 'error', durationMs: 2000 });
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={t.deleteTitle}>
      <p className={styles.dialogText}>
        {t.deleteQuestion} <strong>{product.name}</strong>
      </p>
      <div className={styles.dialogActions}>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t.cancel}
        </button>
        <button type="button" className="button" onClick={() => void remove()} disabled={busy}>
          {t.delete}
        </button>
      </div>
    </Dialog>
  );
}
