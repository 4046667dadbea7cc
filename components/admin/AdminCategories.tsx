'use client';

import { useState } from 'react';
import type { AdminCategoryDto } from '@/lib/admin/dto';
import type { CategoryInput } from '@/lib/admin/schemas';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { adminMessages } from '@/lib/messages/admin';
import { productMessages } from '@/lib/messages/product';
import { useSession } from '@/components/auth/use-session';
import { NoConnection } from '@/components/layout/NoConnection';
import { Denied, RoleGate } from '@/components/dashboard/RoleGate';
import { isDenied, useApi } from '@/components/dashboard/use-api';
import dashboard from '@/components/dashboard/dashboard.module.css';
import { Dialog } from '@/components/ui/Dialog';
import { Skeleton } from '@/components/ui/Skeleton';
import { useSnackbar, LONG_NOTICE_MS } from '@/components/ui/Snackbar';
import { adminPaths } from './api';
import { CategoryEditor } from './CategoryEditor';
import styles from './admin.module.css';

const adminCategoriesMessages = adminMessages.categories;
const EMPTY: CategoryInput = { name: '', iconUrl: '', order: 0, sizeKind: null };

/** /adminCategories: create, rename, icon, order and size list; delete only a category without listings. */
export function AdminCategories() {
  return (
    <RoleGate permission="admin:screens">
      <Categories />
    </RoleGate>
  );
}

function Categories() {
  const { token } = useSession();
  const snackbar = useSnackbar();
  const [deleting, setDeleting] = useState<AdminCategoryDto | null>(null);
  const [created, setCreated] = useState(0);
  const { data, error, mutate } = useApi<AdminCategoryDto[]>(adminPaths.categories(), { dedupingInterval: 0, revalidateOnMount: true });
  if (isDenied(error)) return <Denied signedIn />;

  async function send(path: string, method: 'POST' | 'PATCH' | 'DELETE', body: unknown, done: string): Promise<boolean> {
    try {
      await apiFetch(path, { method, token, body });
      snackbar.show(done, { kind: 'success' });
      return true;
    } catch (e) {
      snackbar.show(isApiError(e) && e.message ? e.message : productMessages.actionFailed, { kind: 'error', durationMs: LONG_NOTICE_MS });
      return false;
    } finally {
      void mutate();
    }
  }

  return (
    <>
      <section className={dashboard.card} aria-labelledby="new-category">
        <h2 id="new-category">{adminCategoriesMessages.create}</h2>
        <CategoryEditor
          key={created}
          initial={EMPTY}
          submitLabel={adminCategoriesMessages.create}
          onSubmit={async (input) => {
            if (await send(adminPaths.categories(), 'POST', input, adminCategoriesMessages.created)) setCreated((n) => n + 1);
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
              await send(adminPaths.category(category._id), 'PATCH', input, adminMessages.saved);
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
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title={adminCategoriesMessages.deleteTitle}>
        <p>
          {adminCategoriesMessages.deleteQuestion} <strong>{deleting?.name}</strong>
        </p>
        <div className={styles.buttons}>
          <button type="button" className="button button-secondary" onClick={() => setDeleting(null)}>
            {adminMessages.cancel}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              if (deleting) void send(adminPaths.category(deleting._id), 'DELETE', undefined, adminCategoriesMessages.deleted);
              setDeleting(null);
            }}
          >
            {productMessages.delete}
          </button>
        </div>
      </Dialog>
    </>
  );
}
