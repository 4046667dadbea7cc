'use client';

import { useState } from 'react';
import type { AdminUserDto, WalletAdjustmentDto } from '@/lib/admin/dto';
import { walletInputSchema } from '@/lib/admin/schemas';
import { apiFetch } from '@/lib/http/fetcher';
import { formatUsd } from '@/lib/money';
import { adminMessages } from '@/lib/messages/admin';
import { productMessages } from '@/lib/messages/product';
import { useSession } from '@/components/auth/use-session';
import { NumberField } from '@/components/dashboard/fields';
import { useApi } from '@/components/dashboard/use-api';
import { Dialog } from '@/components/ui/Dialog';
import { TextField } from '@/components/ui/Field';
import { Skeleton } from '@/components/ui/Skeleton';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { adminPaths } from './api';
import styles from './admin.module.css';
import { formatDateTime } from '@/lib/format';

const adminUsersMessages = adminMessages.users;

/** AJUSTAR MONEDERO: a signed amount and a required reason, with the wallet's audit history below. */
export function WalletDialog({ user, onClose, onSaved }: { user: AdminUserDto; onClose(): void; onSaved(): void }) {
  const { token } = useSession();
  const history = useApi<{ wallet: number; adjustments: WalletAdjustmentDto[] }>(adminPaths.wallet(user._id), { dedupingInterval: 0, revalidateOnMount: true });
  const [amount, setAmount] = useState(NaN);
  const [reason, setReason] = useState('');
  const { errors, busy, submit } = useFormSubmit({
    schema: walletInputSchema,
    send: (body) => apiFetch(adminPaths.wallet(user._id), { method: 'PATCH', token, body }),
    sent: adminUsersMessages.adjusted,
    onSent: () => {
      setAmount(NaN);
      setReason('');
      void history.mutate();
      onSaved();
    },
    failure: productMessages.actionFailed,
  });

  const name = `${user.name} ${user.lastName}`.trim() || user.email;
  return (
    <Dialog open onClose={onClose} title={adminUsersMessages.adjustTitle(name)}>
      <p>
        {adminUsersMessages.wallet}: <strong>{formatUsd(history.data?.wallet ?? user.wallet)}</strong>
      </p>
      <form onSubmit={(event) => submit(event, { amount, reason })} noValidate>
        <NumberField label={adminUsersMessages.amount} step={0.01} min={-10_000} value={amount} onChange={setAmount} error={errors.amount} />
        <TextField label={adminUsersMessages.reason} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} error={errors.reason} />
        <button type="submit" className="button" disabled={busy}>
          {adminMessages.save}
        </button>
      </form>
      <h3>{adminUsersMessages.history}</h3>
      {!history.data && <Skeleton height={80} />}
      {history.data?.adjustments.length === 0 && <p>{adminUsersMessages.noHistory}</p>}
      <ul className={styles.history}>
        {history.data?.adjustments.map((a) => (
          <li key={a._id}>
            <strong>{adminUsersMessages.entry(formatUsd(a.before), formatUsd(a.after))}</strong> · {a.reason}
            <br />
            {formatDateTime(a.createdAt)} · {a.by.name || a.by.email}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
