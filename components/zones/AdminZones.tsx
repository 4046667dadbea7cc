'use client';

import { useState } from 'react';
import { apiFetch } from '@/lib/http/fetcher';
import { municipalitiesOf, PROVINCES } from '@/lib/geo/provinces';
import { deliveryQuoteMessages } from '@/lib/messages/delivery-quote';
import { fieldsMessages } from '@/lib/messages/fields';
import { productMessages } from '@/lib/messages/product';
import { zonesMessages } from '@/lib/messages/zones';
import { formatDate } from '@/lib/format';
import type { ActivePause } from '@/lib/zones/rules';
import { zoneLabel } from '@/lib/zones/rules';
import { pauseInputSchema } from '@/lib/zones/schemas';
import { useSession } from '@/components/auth/use-session';
import { gated } from '@/components/dashboard/RoleGate';
import { useApi } from '@/components/dashboard/use-api';
import { useApiAction } from '@/components/dashboard/use-api-action';
import { WhenLoaded } from '@/components/dashboard/WhenLoaded';
import { SelectField, TextField } from '@/components/ui/Field';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import ui from '@/components/ui/ui.module.css';
import styles from '@/components/admin/admin.module.css';

const ZONES_PATH = '/api/admin/zones';
type Listing = { active: ActivePause[]; ended: (ActivePause & { endedAt: string })[] };

/** /adminZones (super admins): pause new orders to a province or municipality with a notice, and resume them. */
export const AdminZones = gated('zones:manage', function Zones() {
  const query = useApi<Listing>(ZONES_PATH, { dedupingInterval: 0, revalidateOnMount: true });
  return (
    <WhenLoaded query={query} skeleton={200}>
      {(data) => (
        <>
          <PauseForm onSaved={() => void query.mutate()} />
          <ActiveList pauses={data.active} reload={query.mutate} />
        </>
      )}
    </WhenLoaded>
  );
});

function PauseForm({ onSaved }: { onSaved(): void }) {
  const { token } = useSession();
  const [province, setProvince] = useState('La Habana');
  const [municipality, setMunicipality] = useState('');
  const [notice, setNotice] = useState('');
  // One message under the notice, for the schema's first issue or the refusal.
  const { errors, setErrors, busy, submit } = useFormSubmit({
    schema: pauseInputSchema,
    errorsOf: (issues) => ({ notice: issues[0]?.message }),
    send: (body) => apiFetch<{ message: string }>(ZONES_PATH, { method: 'POST', token, body }),
    sent: (answer) => answer.message,
    onSent: () => {
      setNotice('');
      onSaved();
    },
    failure: productMessages.actionFailed,
    onFailed: (message) => setErrors({ notice: message }),
  });

  return (
    <form className={styles.province} onSubmit={(event) => submit(event, { province, municipality, notice })} noValidate>
      <SelectField
        label={fieldsMessages.province}
        value={province}
        options={PROVINCES.map((p) => p.name)}
        onChange={(e) => {
          setProvince(e.target.value);
          setMunicipality('');
        }}
      />
      <SelectField
        label={deliveryQuoteMessages.municipality}
        value={municipality}
        options={[{ value: '', label: zonesMessages.wholeProvince }, ...municipalitiesOf(province)]}
        onChange={(e) => setMunicipality(e.target.value)}
      />
      <TextField
        label={zonesMessages.notice}
        multiline
        rows={2}
        maxLength={300}
        value={notice}
        error={errors.notice}
        onChange={(e) => setNotice(e.target.value)}
      />
      <button type="submit" className={ui.button} disabled={busy}>
        {zonesMessages.pause}
      </button>
    </form>
  );
}

function ActiveList({ pauses, reload }: { pauses: ActivePause[]; reload(): unknown }) {
  const act = useApiAction(reload);
  const resume = (id: string) => act<{ message: string }>(`${ZONES_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' }, (answer) => answer.message);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{zonesMessages.active}</caption>
        <tbody>
          {pauses.length === 0 && (
            <tr>
              <td>{zonesMessages.none}</td>
            </tr>
          )}
          {pauses.map((p) => (
            <tr key={p._id}>
              <td>
                <strong>{zoneLabel(p)}</strong>
                <br />
                {p.notice}
              </td>
              <td>{p.since && zonesMessages.since(formatDate(new Date(p.since)))}</td>
              <td>
                <button type="button" className={`${ui.button} ${styles.small}`} onClick={() => void resume(p._id)}>
                  {zonesMessages.resume}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
