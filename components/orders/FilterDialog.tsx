'use client';

import { useState } from 'react';
import { layoutMessages } from '@/lib/messages/layout';
import { ordersPageMessages } from '@/lib/messages/orders-page';
import { STATUS_FILTER } from '@/lib/orders/status';
import { SelectField, TextField } from '@/components/ui/Field';
import { Dialog } from '@/components/ui/Dialog';
import ui from '@/components/ui/ui.module.css';
import { parseFilters, type OrdersFilters } from './orders-query';
import { UserSuggest, type ChosenUser } from './UserSuggest';
import styles from './orders.module.css';

type Props = { filters: OrdersFilters; isAdmin: boolean; token: string | null; onApply(filters: OrdersFilters): void; onClose(): void };
const SORTS = [
  { value: '', label: ordersPageMessages.newestFirst },
  { value: 'createdAt', label: ordersPageMessages.oldestFirst },
];

/** FILTROS: status ('Todos' first), order number, sort; for order admins also the house guide and a user. */
export function FilterDialog({ filters, isAdmin, token, onApply, onClose }: Props) {
  const [draft, setDraft] = useState(filters);
  const [user, setUser] = useState<ChosenUser | null>(filters.userId ? { id: filters.userId, fullName: filters.userFullName } : null);
  const set = (change: Partial<OrdersFilters>) => setDraft({ ...draft, ...change });
  const digits = (text: string) => text.replace(/\D/g, '');

  function apply() {
    const chosen = isAdmin ? { userId: user?.id ?? '', userFullName: user?.fullName ?? '' } : {};
    onApply({ ...draft, ...chosen, orderId: '', page: 0 });
  }

  return (
    <Dialog open onClose={onClose} title={layoutMessages.filters}>
      <SelectField
        label={ordersPageMessages.statusFilter}
        value={draft.statusToSearch}
        options={STATUS_FILTER}
        onChange={(e) => set({ statusToSearch: e.target.value })}
      />
      <TextField
        label={ordersPageMessages.orderNumberFilter}
        inputMode="numeric"
        value={draft.orderNumber}
        onChange={(e) => set({ orderNumber: digits(e.target.value) })}
      />
      {isAdmin && (
        <>
          <TextField
            label={ordersPageMessages.houseGuideLabel}
            inputMode="numeric"
            maxLength={20}
            value={draft.guideHouse}
            onChange={(e) => set({ guideHouse: digits(e.target.value) })}
          />
          <UserSuggest token={token} value={user} onChoose={setUser} />
        </>
      )}
      <SelectField label={ordersPageMessages.orderBy} value={draft.orderBy} options={SORTS} onChange={(e) => set({ orderBy: e.target.value })} />
      <div className={styles.actions}>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          onClick={() => onApply({ ...parseFilters(new URLSearchParams(), {}), userId: isAdmin ? '' : filters.userId })}
        >
          {layoutMessages.clearFilters}
        </button>
        <button type="button" className={ui.button} onClick={apply}>
          {layoutMessages.apply}
        </button>
      </div>
    </Dialog>
  );
}
