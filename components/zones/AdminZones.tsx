'use client';

import { useState, type FormEvent } from 'react';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { municipalitiesOf, PROVINCES } from '@/lib/geo/provinces';
import { deliveryQuoteMessages } from '@/lib/messages/delivery-quote';
import { fieldsMessages } from '@/lib/messages/fields';
import { productMessages } from '@/lib/messages/product';
import { zonesMessages } from '@/lib/messages/zones';
import { formatDate } from '@/lib/tracking/expected';
import type { ActivePause } from '@/lib/zones/rules';
import { zoneLabel } from '@/lib/zones/rules';
import { pauseInputSchema } from '@/lib/zones/schemas';
import { useSession } from '@/components/auth/use-session';
import { NoConnection } from '@/components/layout/NoConnection';
import { Denied, RoleGate } from '@/components/seller/RoleGate';
import { isDenied, useApi } from '@/components/seller/use-api';
import { SelectField, TextField } from '@/components/ui/Field';
import { Skeleton } from '@/components/ui/Skeleton';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import styles from '@/components/admin/admin.module.css';

const ZONES_PATH = '/api/admin/zones';
type Listing = { active: ActivePause[]; ended: (ActivePause & { endedAt: string })[] };

/** /adminZones (super admins): pause new orders to a province or municipality with a notice, and resume them. */
export function AdminZones() {
  return <RoleGate permission="zones:manage"><Zones /></RoleGate>;
}

function Zones() {
  const { data, error, mutate } = useApi<Listing>(ZONES_PATH, { dedupingInterval: 0, revalidateOnMount: true });
  if (isDenied(error)) return <Denied signedIn />;
  if (error && !data) return <NoConnection onRetry={() => void mutate()} />;
  if (!data) return <Skeleton height={200} />;
  return (
    <>
      <PauseForm onSaved={() => void mutate()} />
      <ActiveList pauses={data.active} onResumed={() => void mutate()} />
    </>
  );
}

function PauseForm({ onSaved }: { onSaved(): void }) {
  const { token } = useSession();
  const snackbar = useSnackbar();
  const [province, setProvince] = useState('La Habana');
  const [municipality, setMunicipality] = useState('');
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = pauseInputSchema.safeParse({ province, municipality, notice });
    setProblem(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const answer = await apiFetch<{ message: string }>(ZONES_PATH, { method: 'POST', token, body: parsed.data });
      snackbar.show(answer.message, { kind: 'success' });
      setNotice('');
      onSaved();
    } catch (failure) {
      setProblem(isApiError(failure) && failure.message ? failure.message : productMessages.actionFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.province} onSubmit={submit} noValidate>
      <SelectField label={fieldsMessages.province} value={province} options={PROVINCES.map((p) => p.name)} onChange={(e) => { setProvince(e.target.value); setMunicipality(''); }} />
      <SelectField
        label={deliveryQuoteMessages.municipality}
        value={municipality}
        options={[{ value: '', label: zonesMessages.wholeProvince }, ...municipalitiesOf(province)]}
        onChange={(e) => setMunicipality(e.target.value)}
      />
      <TextField label={zonesMessages.notice} multiline rows={2} maxLength={300} value={notice} error={problem} onChange={(e) => setNotice(e.target.value)} />
      <button type="submit" className={ui.button} disabled={busy}>{zonesMessages.pause}</button>
    </form>
  );
}

function ActiveList({ pauses, onResumed }: { pauses: ActivePause[]; onResumed(): void }) {
  const { token } = useSession();
  const snackbar = useSnackbar();
  async function resume(id: string) {
    try {
      const answer = await apiFetch<{ message: string }>(`${ZONES_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE', token });
      snackbar.show(answer.message, { kind: 'success' });
      onResumed();
    } catch (failure) {
      snackbar.show(isApiError(failure) && failure.message ? failure.message : productMessages.actionFailed, { kind: 'error' });
    }
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{zonesMessages.active}</caption>
        <tbody>
          {pauses.length === 0 && <tr><td>{zonesMessages.none}</td></tr>}
          {pauses.map((p) => (
            <tr key={p._id}>
              <td><strong>{zoneLabel(p)}</strong><br />{p.notice}</td>
              <td>{p.since && zonesMessages.since(formatDate(new Date(p.since)))}</td>
              <td><button type="button" className={`${ui.button} ${styles.small}`} onClick={() => void resume(p._id)}>{zonesMessages.resume}</button></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
