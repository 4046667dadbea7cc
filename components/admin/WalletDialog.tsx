'use client';

import { useState, type FormEvent } from 'react';
import type { AdminUserDto, WalletAdjustmentDto } from '@/lib/admin/dto';
import { walletInputSchema } from '@/lib/admin/schemas';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { formatUsd } from '@/lib/money';
import { adminMessages } from '@/lib/messages/admin';
import { productMessages } from '@/lib/messages/product';
import { useSession } from '@/components/auth/use-session';
import { NumberField } from '@/components/seller/fields';
import { useApi } from '@/components/seller/use-api';
import { Dialog } from '@/components/ui/Dialog';
import { TextField } from '@/components/ui/Field';
import { Skeleton } from '@/components/ui/Skeleton';
import { useSnackbar, LONG_NOTICE_MS } from '@/components/ui/Snackbar';
import { adminPaths } from './api';
import styles from './admin.module.css';
import { fieldErrors } from '@/components/ui/field-errors';

const adminUsersMessages = adminMessages.users;

/** AJUSTAR MONEDERO: a signed amount and a required reason, with the wallet's audit history below. */
export function WalletDialog({ user, onClose, onSaved }: { user: AdminUserDto; onClose(): void; onSaved(): void }) {
  const { token } = useSession();
  const snackbar = useSnackbar();
  const history = useApi<{ wallet: number; adjustments: WalletAdjustmentDto[] }>(adminPaths.wallet(user._id), { dedupingInterval: 0, revalidateOnMount: true });
  const [amount, setAmount] = useState(NaN);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = walletInputSchema.safeParse({ amount, reason });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiFetch(adminPaths.wallet(user._id), { method: 'PATCH', token, body: parsed.data });
      snackbar.show(adminUsersMessages.adjusted, { kind: 'success' });
      setAmount(NaN);
      setReason('');
      void history.mutate();
      onSaved();
    } catch (error) {
      snackbar.show(isApiError(error) && error.message ? error.message : productMessages.actionFailed, { kind: 'error', durationMs: LONG_NOTICE_MS });
    } finally {
      setBusy(false);
    }
  }

  const name = `${user.name} ${user.lastName}`.trim() || user.email;
  return (
    <Dialog open onClose={onClose} title={adminUsersMessages.adjustTitle(name)}>
      <p>{adminUsersMessages.wallet}: <strong>{formatUsd(history.data?.wallet ?? user.wallet)}</strong></p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <NumberField label={adminUsersMessages.amount} step={0.01} min={-10_000} value={amount} onChange={setAmount} error={errors.amount} />
        <TextField label={adminUsersMessages.reason} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} error={errors.reason} />
        <button type="submit" className="button" disabled={busy}>{adminMessages.save}</button>
      </form>
      <h3>{adminUsersMessages.history}</h3>
      {!history.data && <Skeleton height={80} />}
      {history.data?.adjustments.length === 0 && <p>{adminUsersMessages.noHistory}</p>}
      <ul className={styles.history}>
        {history.data?.adjustments.map((a) => (
          <li key={a._id}>
            <strong>{adminUsersMessages.entry(formatUsd(a.before), formatUsd(a.after))}</strong> · {a.reason}
            <br />
            {new Date(a.createdAt).toLocaleString('es-ES')} · {a.by.name || a.by.email}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
