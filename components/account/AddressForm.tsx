'use client';

import { useState } from 'react';
import { deliveryAddressSchema, ADDRESS_LIMITS } from '@/lib/account/address-schema';
import type { DeliveryAddressDto, ProfileDto } from '@/lib/account/dto';
import { DEFAULT_PROVINCE, MUNICIPALITY_PLACEHOLDER, PROVINCES, municipalitiesOf } from '@/lib/geo/provinces';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { messages } from '@/lib/messages';
import { currentSession, refreshSession, saveSession } from '@/components/auth/session-store';
import { Dialog } from '@/components/ui/Dialog';
import { SelectField, TextField } from '@/components/ui/Field';
import { Spinner } from '@/components/ui/Spinner';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import type { AddressDialogProps } from './AddressDialog';
import { addressErrors, withAddress, type AddressValues } from './address-list';
import styles from './account.module.css';

const EMPTY: AddressValues = { name: '', address: '', region: DEFAULT_PROVINCE, municipality: MUNICIPALITY_PLACEHOLDER, phone: '', ci: '' };
const f = messages.fields;

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
    return current ? { name: current.name, address: current.address, region: current.region, municipality: current.municipality, phone: current.phone, ci: current.ci } : EMPTY;
  });
  const [errors, setErrors] = useState<Partial<Record<keyof AddressValues, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof AddressValues) => (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value });

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
      const answer = await apiFetch<{ user: ProfileDto }>(paths.account.updateDeliveryAddresses(), { method: 'PATCH', body: { deliveryAddresses: list }, token });
      if (token) saveSession(answer.user, token);
      snackbar.show(messages.address.added, { kind: 'success', durationMs: 2000 });
      onSaved?.(answer.user, at);
      onClose();
    } catch (error) {
      const body = isApiError(error) && error.body && typeof error.body === 'object' ? (error.body as { field?: unknown; index?: unknown }) : {};
      const field = typeof body.field === 'string' ? (body.field as keyof AddressValues) : null;
      if (isApiError(error) && error.status === 400 && field && field in EMPTY && body.index === savedIndex) setErrors({ [field]: error.message });
      else snackbar.show(messages.address.addFailed, { kind: 'error', durationMs: 3000 });
      onError?.(savedIndex);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={messages.address.modalTitle}>
      <form onSubmit={save} noValidate className={styles.form}>
        <TextField label={f.fullName} autoComplete="name" maxLength={ADDRESS_LIMITS.name} value={values.name} error={errors.name} onChange={set('name')} />
        <TextField label={f.address} multiline rows={3} maxLength={ADDRESS_LIMITS.address} value={values.address} error={errors.address} onChange={set('address')} />
        <SelectField
          label={f.province}
          value={values.region}
          error={errors.region}
          options={PROVINCES.map((p) => p.name)}
          onChange={(e) => setValues({ ...values, region: e.target.value, municipality: MUNICIPALITY_PLACEHOLDER })}
        />
        <SelectField
          label={MUNICIPALITY_PLACEHOLDER}
          value={values.municipality}
          error={errors.municipality}
          options={[{ value: MUNICIPALITY_PLACEHOLDER, label: MUNICIPALITY_PLACEHOLDER, disabled: true }, ...municipalitiesOf(values.region)]}
          onChange={set('municipality')}
        />
        <TextField label={f.phone} type="tel" inputMode="tel" autoComplete="tel" maxLength={ADDRESS_LIMITS.phone} value={values.phone} error={errors.phone} onChange={set('phone')} />
        <TextField label={f.ci} inputMode="numeric" maxLength={ADDRESS_LIMITS.ci} value={values.ci} error={errors.ci} onChange={set('ci')} />
        <div className={styles.row}>
          <button type="submit" className={ui.button} disabled={busy}>
            {busy && <Spinner />} {editing ? messages.common.edit : messages.common.add}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
