'use client';

import { useState } from 'react';
import type { AdminClaimDto, AdminClaimsPage } from '@/lib/claims/dto';
import { REFUSAL_REASON_MAX, RESOLUTION_KINDS, type ResolutionKind } from '@/lib/claims/rules';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { claimsMessages as c } from '@/lib/messages/claims';
import { productMessages } from '@/lib/messages/product';
import { formatUsd } from '@/lib/money';
import { useSession } from '@/components/auth/use-session';
import { Pager } from '@/components/admin/Pager';
import { gated } from '@/components/dashboard/RoleGate';
import { useApi } from '@/components/dashboard/use-api';
import { WhenLoaded } from '@/components/dashboard/WhenLoaded';
import { TextField } from '@/components/ui/Field';
import { FormEnd } from '@/components/ui/FormEnd';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import dashboard from '@/components/dashboard/dashboard.module.css';
import { ClaimSummary } from './ClaimSummary';
import shared from '@/components/reviews/reviews.module.css';
import styles from './claims.module.css';
import { formatDecimal } from '@/lib/format';

const CLAIMS_PATH = '/api/admin/claims';

/** /adminClaims (super admins): the buyers' claims, open first, each resolved once: refund to the wallet or the card, a replacement, or a refusal. */
export const AdminClaims = gated('claims:resolve', function Claims() {
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const [page, setPage] = useState(1);
  const query = useApi<AdminClaimsPage>(`${CLAIMS_PATH}?status=${status}&page=${page}`, { dedupingInterval: 0, revalidateOnMount: true });
  const choose = (next: 'open' | 'all') => {
    setStatus(next);
    setPage(1);
  };
  return (
    <>
      <p className={shared.meta}>{c.adminIntro}</p>
      <div className={dashboard.tabs} role="group" aria-label={c.title}>
        {(['open', 'all'] as const).map((s) => (
          <button key={s} type="button" className={dashboard.tab} aria-pressed={status === s} onClick={() => choose(s)}>
            {s === 'open' ? c.filterOpen : c.filterAll}
          </button>
        ))}
      </div>
      <WhenLoaded query={query} skeleton={240}>
        {(data) => (
          <>
            {data.claims.length === 0 ? (
              <p>{c.adminEmpty}</p>
            ) : (
              <ul className={shared.list}>
                {data.claims.map((claim) => (
                  <ClaimCard key={claim._id} claim={claim} onResolved={() => void query.mutate()} />
                ))}
              </ul>
            )}
            <Pager page={page} count={data.count} limit={data.pageSize} onPage={setPage} />
          </>
        )}
      </WhenLoaded>
    </>
  );
});

function ClaimCard({ claim, onResolved }: { claim: AdminClaimDto; onResolved(): void }) {
  const [resolving, setResolving] = useState(false);
  return (
    <li className={`${styles.item} ${shared.section}`} aria-label={c.sellerLine(claim.orderNumber, claim.productName, c.reasons[claim.reason])}>
      <strong>{c.sellerLine(claim.orderNumber, claim.productName, c.reasons[claim.reason])}</strong>
      <p className={styles.figures}>
        <span>
          {c.buyer}: {claim.buyerName}
        </span>
        <span>
          {c.paid}: {formatUsd(claim.paid)}
        </span>
        <span>
          {c.alreadyRefunded}: {formatUsd(claim.refunded)}
        </span>
        <span>
          {c.payment}: {claim.paidByCard ? c.paidByCard : c.paidOther}
        </span>
      </p>
      <ClaimSummary claim={claim} />
      {claim.status === 'open' &&
        (resolving ? (
          <ResolveForm
            claim={claim}
            onDone={() => {
              setResolving(false);
              onResolved();
            }}
          />
        ) : (
          <div className={shared.actions}>
            <button type="button" className={ui.button} onClick={() => setResolving(true)}>
              {c.resolve}
            </button>
          </div>
        ))}
    </li>
  );
}

/** The resolution: a refund (its amount, the line's rest by default), a replacement, or a refusal with its reason. */
function ResolveForm({ claim, onDone }: { claim: AdminClaimDto; onDone(): void }) {
  const { token } = useSession();
  const snackbar = useSnackbar();
  const [kind, setKind] = useState<ResolutionKind>('wallet');
  const [amount, setAmount] = useState(formatDecimal(claim.refundable, 2));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const kinds = RESOLUTION_KINDS.filter((k) => k !== 'card' || claim.paidByCard);
  const refund = kind === 'wallet' || kind === 'card';

  async function send() {
    setBusy(true);
    setError(null);
    try {
      const body = refund ? { kind, amount: Number(amount.replace(',', '.')) } : kind === 'refused' ? { kind, reason } : { kind };
      const answer = await apiFetch<{ message: string }>(`${CLAIMS_PATH}/${claim._id}/resolve`, { method: 'POST', body, token });
      snackbar.show(answer.message, { kind: 'success' });
      onDone();
    } catch (failure) {
      setError(isApiError(failure) && failure.message ? failure.message : productMessages.actionFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={shared.form}
      aria-label={c.resolutionLabel}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <fieldset className={shared.choices}>
        <legend>{c.resolutionLabel}</legend>
        {kinds.map((k) => (
          <label key={k}>
            <input type="radio" name={`kind-${claim._id}`} checked={kind === k} onChange={() => setKind(k)} /> {c.resolutions[k]}
          </label>
        ))}
      </fieldset>
      {refund && <TextField label={c.amountLabel} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />}
      {kind === 'refused' && (
        <TextField multiline label={c.refuseReasonLabel} maxLength={REFUSAL_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
      )}
      <FormEnd error={error} busy={busy} label={c.confirm} classNames={shared} />
    </form>
  );
}
