'use client';

import { useState } from 'react';
import type { AdminCategoryDto } from '@/lib/admin/dto';
import type { CategoryInput } from '@/lib/admin/schemas';
import { adminMessages } from '@/lib/messages/admin';
import { productMessages } from '@/lib/messages/product';
import { NoConnection } from '@/components/layout/NoConnection';
import { Denied, gated } from '@/components/dashboard/RoleGate';
import { isDenied, useApi } from '@/components/dashboard/use-api';
import { useApiAction } from '@/components/dashboard/use-api-action';
import dashboard from '@/components/dashboard/dashboard.module.css';
import { Skeleton } from '@/components/ui/Skeleton';
import { adminPaths } from './api';
import { CategoryEditor } from './CategoryEditor';
import { ConfirmDelete } from './ConfirmDelete';
import styles from './admin.module.css';

const adminCategoriesMessages = adminMessages.categories;
const EMPTY: CategoryInput = { name: '', iconUrl: '', order: 0, sizeKind: null };

/** /adminCategories: create, rename, icon, order and size list; delete only a category without listings. */
export const AdminCategories = gated('admin:screens', function Categories() {
  const [deleting, setDeleting] = useState<AdminCategoryDto | null>(null);
  const [created, setCreated] = useState(0);
  const { data, error, mutate } = useApi<AdminCategoryDto[]>(adminPaths.categories(), { dedupingInterval: 0, revalidateOnMount: true });
  const act = useApiAction(mutate);
  if (isDenied(error)) return <Denied signedIn />;

  return (
    <>
      <section className={dashboard.card} aria-labelledby="new-category">
        <h2 id="new-category">{adminCategoriesMessages.create}</h2>
        <CategoryEditor
          key={created}
          initial={EMPTY}
          submitLabel={adminCategoriesMessages.create}
          onSubmit={async (input) => {
            if (await act(adminPaths.categories(), { method: 'POST', body: input }, adminCategoriesMessages.created)) setCreated((n) => n + 1);
          }}
        />
      </section>
      {error && !data && <NoConnection onRetry={() => void mutate()} />}
      {!data && !error && <Skeleton height={300} />}
      {data?.map((category) => (
        <section
          key={`${category._id}:${category.name}:${category.iconUrl}:${category.order}:${category.sizeKind}`}
          className={dashboard.card}
          aria-label={category.name}
        >
          <p className={styles.badge}>{adminCategoriesMessages.products(category.products)}</p>
          <CategoryEditor
            initial={{ name: category.name, iconUrl: category.iconUrl, order: category.order, sizeKind: category.sizeKind }}
            submitLabel={adminMessages.save}
            onSubmit={async (input) => {
              await act(adminPaths.category(category._id), { method: 'PATCH', body: input }, adminMessages.saved);
            }}
          >
            <button
              type="button"
              className={`button button-secondary ${styles.small}`}
              disabled={category.products > 0}
              title={category.products > 0 ? adminCategoriesMessages.notEmpty : undefined}
              onClick={() => setDeleting(category)}
            >
              {productMessages.delete}
            </button>
          </CategoryEditor>
        </section>
      ))}
      <ConfirmDelete
        item={deleting}
        title={adminCategoriesMessages.deleteTitle}
        question={adminCategoriesMessages.deleteQuestion}
        onClose={() => setDeleting(null)}
        onConfirm={(category) => void act(adminPaths.category(category._id), { method: 'DELETE' }, adminCategoriesMessages.deleted)}
      />
    </>
  );
});
