'use client';

import { useState } from 'react';
import Link from '@/components/ui/Link';
import type { RateDto } from '@/lib/admin/dto';
import { currencyInputSchema } from '@/lib/admin/schemas';
import { apiFetch } from '@/lib/http/fetcher';
import { adminMessages } from '@/lib/messages/admin';
import { menuMessages } from '@/lib/messages/menu';
import { productMessages } from '@/lib/messages/product';
import { useSession } from '@/components/auth/use-session';
import { NumberField } from '@/components/dashboard/fields';
import { gated } from '@/components/dashboard/RoleGate';
import { useApi } from '@/components/dashboard/use-api';
import { WhenLoaded } from '@/components/dashboard/WhenLoaded';
import dashboard from '@/components/dashboard/dashboard.module.css';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { adminPaths } from './api';
import styles from './admin.module.css';
import { formatDateTime } from '@/lib/format';

const adminCurrencyMessages = adminMessages.currency;

/** /currencyExchange: the EUR and MXN rates card payments use; each change goes to the history. */
export const CurrencyExchange = gated('admin:screens', function Rates() {
  const query = useApi<{ rates: RateDto[] }>(adminPaths.currency(), { dedupingInterval: 0, revalidateOnMount: true });
  return (
    <WhenLoaded query={query} skeleton={200}>
      {(data) => (
        <>
          {data.rates.map((rate) => (
            <RateForm key={`${rate.currency}:${rate.value}`} rate={rate} onSaved={() => void query.mutate()} />
          ))}
          <p>
            <Link href="/exchangeHistory">{menuMessages.exchangeHistory}</Link>
          </p>
        </>
      )}
    </WhenLoaded>
  );
});

function RateForm({ rate, onSaved }: { rate: RateDto; onSaved(): void }) {
  const { token } = useSession();
  const [value, setValue] = useState(rate.value ?? NaN);
  const label = adminCurrencyMessages.rate(rate.currency);

  const { errors, busy, submit } = useFormSubmit({
    schema: currencyInputSchema,
    errorsOf: (issues) => ({ value: issues[0]?.message }),
    send: (body) => apiFetch(adminPaths.currency(), { method: 'PUT', token, body }),
    sent: adminCurrencyMessages.saved,
    onSent: onSaved,
    failure: productMessages.actionFailed,
  });

  return (
    <section className={dashboard.card} aria-label={label}>
      <h2>{rate.currency.toUpperCase()}</h2>
      <form className={styles.rate} onSubmit={(event) => submit(event, { currency: rate.currency, value })} noValidate>
        <NumberField label={label} step={0.0001} value={value} onChange={setValue} error={errors.value} />
        <button type="submit" className="button" style={{ marginBottom: 12 }} disabled={busy}>
          {adminMessages.save}
        </button>
      </form>
      {rate.updatedAt && (
        <p className={dashboard.muted}>{adminCurrencyMessages.updated(formatDateTime(rate.updatedAt), rate.updatedBy?.name || rate.updatedBy?.email || '')}</p>
      )}
    </section>
  );
}
