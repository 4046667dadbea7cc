'use client';

import { useState } from 'react';
import { deliveryAddressSchema } from '@/lib/account/address-schema';
import type { DeliveryAddressDto, ProfileDto } from '@/lib/account/dto';
import { DEFAULT_PROVINCE, MUNICIPALITY_PLACEHOLDER, PROVINCES } from '@/lib/geo/provinces';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { addressMessages } from '@/lib/messages/address';
import { commonMessages } from '@/lib/messages/common';
import { currentSession, refreshSession, saveSession } from '@/components/auth/session-store';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { useSnackbar, LONG_NOTICE_MS } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import type { AddressDialogProps } from './AddressDialog';
import { AddressFields } from './AddressFields';
import { addressErrors, withAddress, type AddressErrors, type AddressValues } from './address-list';
import styles from './account.module.css';

const EMPTY: AddressValues = { name: '', address: '', region: DEFAULT_PROVINCE, municipality: MUNICIPALITY_PLACEHOLDER, phone: '', ci: '' };
const PROVINCE_NAMES = PROVINCES.map((p) => p.name);

/** The stored user's addresses, loading the full profile first when only the login fields are stored. */
async function storedAddresses(): Promise<DeliveryAddressDto[]> {
  if (!currentSession().user?.deliveryAddresses) await refreshSession();
  const addresses = currentSession().user?.deliveryAddresses;
  if (!addresses) throw new Error('profile not loaded');
  return addresses;
}

/** The address form inside the 'DIRECCION DE ENTREGA' dialog (loaded lazily by AddressDialog). */
export default function AddressForm({ index, onClose, onSaved, onError }: AddressDialogProps) {
  const editing = index !== null && index !== undefined;
  const snackbar = useSnackbar();
  const [values, setValues] = useState<AddressValues>(() => {
    const current = editing ? currentSession().user?.deliveryAddresses?.[index] : undefined;
    return current
      ? { name: current.name, address: current.address, region: current.region, municipality: current.municipality, phone: current.phone, ci: current.ci }
      : EMPTY;
  });
  const [errors, setErrors] = useState<AddressErrors>({});
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = deliveryAddressSchema.safeParse({ ...values, isDefault: false });
    const found = addressErrors(parsed.success ? [] : parsed.error.issues);
    setErrors(found);
    if (!parsed.success) return;
    setBusy(true);
    let savedIndex = index ?? -1;
    try {
      const { list, at } = withAddress(await storedAddresses(), parsed.data, index ?? null);
      savedIndex = at;
      const { token } = currentSession();
      const answer = await apiFetch<{ user: ProfileDto }>(paths.account.updateDeliveryAddresses(), {
        method: 'PATCH',
        body: { deliveryAddresses: list },
        token,
      });
      if (token) saveSession(answer.user, token);
      snackbar.show(addressMessages.added, { kind: 'success', durationMs: 2000 });
      onSaved?.(answer.user, at);
      onClose();
    } catch (error) {
      const body = isApiError(error) && error.body && typeof error.body === 'object' ? (error.body as { field?: unknown; index?: unknown }) : {};
      const field = typeof body.field === 'string' ? (body.field as keyof AddressValues) : null;
      if (isApiError(error) && error.status === 400 && field && field in EMPTY && body.index === savedIndex) setErrors({ [field]: error.message });
      else snackbar.show(addressMessages.addFailed, { kind: 'error', durationMs: LONG_NOTICE_MS });
      onError?.(savedIndex);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={addressMessages.modalTitle}>
      <form onSubmit={save} noValidate className={styles.form}>
        <AddressFields values={values} errors={errors} provinces={PROVINCE_NAMES} autoFill onChange={setValues} />
        <div className={styles.row}>
          <button type="submit" className={ui.button} disabled={busy}>
            {busy && <Spinner />} {editing ? commonMessages.edit : commonMessages.add}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
