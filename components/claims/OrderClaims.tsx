'use client';

import { useState } from 'react';
import { useSWR } from '@/components/ui/use-swr';
import type { OrderClaimsDto } from '@/lib/claims/dto';
import { CLAIM_PHOTOS_MAX, CLAIM_REASONS, CLAIM_TEXT_MAX, type ClaimReason } from '@/lib/claims/rules';
import { formatDateTime } from '@/lib/format';
import { apiFetch, isApiError, postForm } from '@/lib/http/fetcher';
import { claimsMessages as c } from '@/lib/messages/claims';
import type { OrderDto } from '@/lib/orders/dto';
import { imageProblem } from '@/components/ui/upload-image';
import { TextField } from '@/components/ui/Field';
import { FormEnd } from '@/components/ui/FormEnd';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import { ClaimSummary } from './ClaimSummary';
import shared from '@/components/reviews/reviews.module.css';
import styles from './claims.module.css';

type Props = { order: OrderDto; token: string | null };
type Line = { lineId: string; name: string };

/**
 * On the buyer's own order: the claims on its lines with their resolutions, and RECLAMAR on each
 * line the server says may be claimed now (delivered, within 7 days). The server checks again.
 */
export function OrderClaims({ order, token }: Props) {
  const key = token ? ([`/api/claims?orderId=${order._id}`, token] as const) : null;
  const { data, mutate } = useSWR<OrderClaimsDto>(key);
  const [opening, setOpening] = useState<string | null>(null);
  if (!data || (data.claims.length === 0 && data.claimable.length === 0)) return null;
  const names = new Map(order.products.map((line) => [line._id, line.product.name]));
  return (
    <section className={shared.section} aria-labelledby={`claims-${order._id}`} data-testid="order-claims">
      <h3 id={`claims-${order._id}`}>{c.title}</h3>
      <ul className={shared.list}>
        {data.claims.map((claim) => (
          <li key={claim._id} className={styles.item}>
            <strong>{claim.productName}</strong>
            <ClaimSummary claim={claim} />
          </li>
        ))}
        {data.claimable.map(({ lineId, until }) => {
          const line = { lineId, name: names.get(lineId) ?? '' };
          return (
            <li key={lineId} className={styles.item}>
              <strong>{line.name}</strong>
              <p className={shared.meta}>{c.windowHint(formatDateTime(until))}</p>
              {opening === lineId ? (
                <ClaimForm
                  order={order}
                  line={line}
                  token={token}
                  onDone={() => {
                    setOpening(null);
                    void mutate();
                  }}
                />
              ) : (
                <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => setOpening(lineId)} aria-label={c.openAria(line.name)}>
                  {c.open}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type FormProps = { order: OrderDto; line: Line; token: string | null; onDone(): void };

/** The claim form: what went wrong, what happened, and up to 3 photos (sent privately, one by one, before the claim). */
function ClaimForm({ order, line, token, onDone }: FormProps) {
  const snackbar = useSnackbar();
  const [reason, setReason] = useState<ClaimReason | null>(null);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    if (!reason) return setError(c.chooseReason);
    setBusy(true);
    setError(null);
    try {
      const names: string[] = [];
      for (const file of photos) {
        const form = new FormData();
        form.set('orderId', order._id);
        form.set('lineId', line.lineId);
        form.set('file', file);
        names.push((await postForm<{ photo: string }>('/api/claims/photo', form, token)).photo);
      }
      const body = { orderId: order._id, lineId: line.lineId, reason, description, photos: names };
      const answer = await apiFetch<{ message: string }>('/api/claims', { method: 'POST', body, token });
      snackbar.show(answer.message, { kind: 'success' });
      onDone();
    } catch (failure) {
      setError(isApiError(failure) && failure.message ? failure.message : c.windowClosed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={shared.form}
      aria-label={c.formTitle(line.name)}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <fieldset className={shared.choices}>
        <legend>{c.reasonLabel}</legend>
        {CLAIM_REASONS.map((value) => (
          <label key={value}>
            <input type="radio" name={`reason-${line.lineId}`} checked={reason === value} onChange={() => setReason(value)} /> {c.reasons[value]}
          </label>
        ))}
      </fieldset>
      <TextField multiline label={c.descriptionLabel} maxLength={CLAIM_TEXT_MAX} value={description} onChange={(e) => setDescription(e.target.value)} />
      <label className={shared.choices}>
        {c.photosLabel}
        <input
          type="file"
          accept="image/*"
          multiple
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            const problem = files.length > CLAIM_PHOTOS_MAX ? c.tooManyPhotos : (files.map(imageProblem).find(Boolean) ?? null);
            setError(problem);
            setPhotos(problem ? [] : files);
          }}
        />
      </label>
      <FormEnd error={error} busy={busy} label={c.send} classNames={shared} />
    </form>
  );
}
