'use client';

import { useState } from 'react';
import type { AdminDistributorDto } from '@/lib/admin/dto';
import { adminMessages } from '@/lib/messages/admin';
import { commonMessages } from '@/lib/messages/common';
import { fieldsMessages } from '@/lib/messages/fields';
import { listingFormMessages } from '@/lib/messages/listing-form';
import { Icon } from '@/components/layout/icons';
import { checkIcon } from '@/components/layout/inner-icons';
import { Denied, gated } from '@/components/dashboard/RoleGate';
import { adminPaths } from './api';
import { DistributorEditor } from './DistributorEditor';
import { AdminTable } from './AdminTable';
import { SearchBar } from './SearchBar';
import { useAdminList } from './use-admin-list';
import styles from './admin.module.css';

const adminDistributorsMessages = adminMessages.distributors;
type Page = { count: number; distributors: AdminDistributorDto[] };

/** /adminDistributors: the import companies, their percent and bounds, fast delivery, manual import cost and delivery costs. */
export const AdminDistributors = gated('admin:screens', function Distributors() {
  const [editing, setEditing] = useState<string | null>(null);
  const { data, error, mutate, denied, filter, page, setPage, limit } = useAdminList<Page, { search: string }>(adminPaths.distributors, { search: '' });
  if (denied) return <Denied signedIn />;
  const current = data?.distributors.find((d) => d._id === editing);
  return (
    <>
      <SearchBar label={adminMessages.users.search} onSearch={(search) => filter({ search })} />
      <AdminTable
        items={data?.distributors}
        count={data?.count ?? 0}
        failed={Boolean(error)}
        onRetry={() => void mutate()}
        columns={[
          { label: adminDistributorsMessages.companyName },
          { label: fieldsMessages.email },
          { label: listingFormMessages.earningPercent, numeric: true },
          { label: adminDistributorsMessages.fastDelivery },
          { label: '' },
        ]}
        empty={adminMessages.none}
        row={(d) => (
          <tr key={d._id}>
            <td>{d.importCompanyName || `${d.name} ${d.lastName}`.trim()}</td>
            <td>{d.email}</td>
            <td className={styles.num}>
              {d.importCompanyPercent} % ({d.importCompanyMinPercent}–{d.importCompanyMaxPercent})
            </td>
            <td>
              {d.importCompanyFastDelivery && (
                <>
                  <Icon path={checkIcon} size={18} />
                  <span className="visually-hidden">{commonMessages.yes}</span>
                </>
              )}
            </td>
            <td>
              <button
                type="button"
                className={`button button-secondary ${styles.small}`}
                aria-expanded={editing === d._id}
                onClick={() => setEditing(editing === d._id ? null : d._id)}
              >
                {commonMessages.edit}
              </button>
            </td>
          </tr>
        )}
        page={page}
        limit={limit}
        onPage={setPage}
      />
      {current && <DistributorEditor key={current._id} distributor={current} onSaved={() => void mutate()} />}
    </>
  );
});
