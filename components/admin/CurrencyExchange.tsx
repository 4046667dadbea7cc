'use client';

import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/Link';
import type { RateDto } from '@/lib/admin/dto';
import { currencyInputSchema } from '@/lib/admin/schemas';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { adminMessages } from '@/lib/messages/admin';
import { menuMessages } from '@/lib/messages/menu';
import { productMessages } from '@/lib/messages/product';
import { useSession } from '@/components/auth/use-session';
import { NoConnection } from '@/components/layout/NoConnection';
import { NumberField } from '@/components/seller/fields';
import { Denied, RoleGate } from '@/components/seller/RoleGate';
import { isDenied, useApi } from '@/components/seller/use-api';
import sellerStyles from '@/components/seller/seller.module.css';
import { Skeleton } from '@/components/ui/Skeleton';
import { useSnackbar } from '@/components/ui/Snackbar';
import { adminPaths } from './api';
import styles from './admin.module.css';

const adminCurrencyMessages = adminMessages.currency;

/** /currencyExchange: the EUR and MXN rates card payments use; each change goes to the history. */
export function CurrencyExchange() {
  return <RoleGate permission="admin:screens"><Rates /></RoleGate>;
}

function Rates() {
  const { data, error, mutate } = useApi<{ rates: RateDto[] }>(adminPaths.currency(), { dedupingInterval: 0, revalidateOnMount: true });
  if (isDenied(error)) return <Denied signedIn />;
  if (error && !data) return <NoConnection onRetry={() => void mutate()} />;
  if (!data) return <Skeleton height={200} />;
  return (
    <>
      {data.rates.map((rate) => <RateForm key={`${rate.currency}:${rate.value}`} rate={rate} onSaved={() => void mutate()} />)}
      <p><Link href="/exchangeHistory">{menuMessages.exchangeHistory}</Link></p>
    </>
  );
}

function RateForm({ rate, onSaved }: { rate: RateDto; onSaved(): void }) {
  const { token } = useSession();
  const snackbar = useSnackbar();
  const [value, setValue] = useState(rate.value ?? NaN);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const label = adminCurrencyMessages.rate(rate.currency);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = currencyInputSchema.safeParse({ currency: rate.currency, value });
    setProblem(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await apiFetch(adminPaths.currency(), { method: 'PUT', token, body: parsed.data });
      snackbar.show(adminCurrencyMessages.saved, { kind: 'success' });
      onSaved();
    } catch (error) {
      snackbar.show(isApiError(error) && error.message ? error.message : productMessages.actionFailed, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={sellerStyles.card} aria-label={label}>
      <h2>{rate.currency.toUpperCase()}</h2>
      <form className={styles.rate} onSubmit={(event) => void submit(event)} noValidate>
        <NumberField label={label} step={0.0001} value={value} onChange={setValue} error={problem} />
        <button type="submit" className="button" style={{ marginBottom: 12 }} disabled={busy}>{adminMessages.save}</button>
      </form>
      {rate.updatedAt && <p className={sellerStyles.muted}>{adminCurrencyMessages.updated(new Date(rate.updatedAt).toLocaleString('es-ES'), rate.updatedBy?.name || rate.updatedBy?.email || '')}</p>}
    </section>
  );
}
