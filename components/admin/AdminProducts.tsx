'use client';

import { useState } from 'react';
import Image from 'next/image';
import Link from '@/components/ui/Link';
import type { AdminProductDto } from '@/lib/admin/dto';
import { formatUsd } from '@/lib/money';
import { adminMessages } from '@/lib/messages/admin';
import { commonMessages } from '@/lib/messages/common';
import { layoutMessages } from '@/lib/messages/layout';
import { productMessages } from '@/lib/messages/product';
import { sellerMessages } from '@/lib/messages/seller';
import { productHref } from '@/components/product/product-display';
import { Denied, gated } from '@/components/dashboard/RoleGate';
import { useApiAction } from '@/components/dashboard/use-api-action';
import { SelectField } from '@/components/ui/Field';
import { adminPaths } from './api';
import { AdminTable } from './AdminTable';
import { ConfirmDelete } from './ConfirmDelete';
import { SearchBar } from './SearchBar';
import { useAdminList } from './use-admin-list';
import styles from './admin.module.css';

const p = adminMessages.products;
type Filter = 'all' | 'promoted' | 'hidden';
type Page = { count: number; products: AdminProductDto[] };

/** /adminProducts: every listing, searchable, with promote, hide/show and delete. */
export const AdminProducts = gated('admin:screens', function Products() {
  const [deleting, setDeleting] = useState<AdminProductDto | null>(null);
  const {
    data,
    error,
    mutate,
    denied,
    filters: query,
    filter,
    page,
    setPage,
    limit,
  } = useAdminList<Page, { search: string; filter: Filter }>(adminPaths.products, { search: '', filter: 'all' });
  const act = useApiAction(mutate);
  if (denied) return <Denied signedIn />;

  const filters = [
    { value: 'all', label: commonMessages.all },
    { value: 'promoted', label: productMessages.promoted },
    { value: 'hidden', label: p.hidden },
  ];
  return (
    <>
      <SearchBar label={p.search} onSearch={(search) => filter({ search })}>
        <SelectField label={layoutMessages.filters} options={filters} value={query.filter} onChange={(e) => filter({ filter: e.target.value as Filter })} />
      </SearchBar>
      <AdminTable
        items={data?.products}
        count={data?.count ?? 0}
        failed={Boolean(error)}
        onRetry={() => void mutate()}
        empty={adminMessages.none}
        row={(product) => (
          <tr key={product._id}>
            <td>
              <Image src={product.mainImageUrl || '/icon.svg'} alt="" width={48} height={48} className={styles.thumb} unoptimized />
            </td>
            <td>
              <Link href={productHref(product._id)}>{product.name}</Link>
              <br />
              <span className={styles.badge}>{product.category}</span>
              {product.promoted && <span className={styles.badge}>{productMessages.promoted}</span>}
              {product.hidden && <span className={`${styles.badge} ${styles.badgeWarn}`}>{p.hidden}</span>}
              {!product.available && <span className={styles.badge}>{productMessages.soldOut}</span>}
              <br />
              <small>
                {p.seller(product.seller.name)} · {sellerMessages.stock(product.availableCount)}
              </small>
            </td>
            <td className={styles.num}>{formatUsd(product.totalPrice)}</td>
            <td>
              <div className={styles.buttons}>
                <button
                  type="button"
                  className={`button button-secondary ${styles.small}`}
                  onClick={() => void act(adminPaths.product(product._id), { method: 'PATCH', body: { promoted: !product.promoted } }, adminMessages.saved)}
                >
                  {product.promoted ? p.unpromote : p.promote}
                </button>
                <button
                  type="button"
                  className={`button button-secondary ${styles.small}`}
                  onClick={() =>
                    void act(
                      adminPaths.productHidden(product._id),
                      { method: 'PUT', body: { hidden: !product.hidden } },
                      product.hidden ? p.shownSaved : p.hiddenSaved,
                    )
                  }
                  aria-label={`${product.hidden ? p.show : p.hide}: ${product.name}`}
                >
                  {product.hidden ? p.show : p.hide}
                </button>
                <button type="button" className={`button ${styles.small}`} onClick={() => setDeleting(product)}>
                  {productMessages.delete}
                </button>
              </div>
            </td>
          </tr>
        )}
        page={page}
        limit={limit}
        onPage={setPage}
      />
      <ConfirmDelete
        item={deleting}
        title={productMessages.deleteTitle}
        question={productMessages.deleteQuestion}
        onClose={() => setDeleting(null)}
        onConfirm={(product) => void act(adminPaths.product(product._id), { method: 'DELETE' }, productMessages.deleted)}
      />
    </>
  );
});
