'use client';

import { useState } from 'react';
import { useSWR } from '@/components/ui/use-swr';
import { apiFetch, isApiError, postForm } from '@/lib/http/fetcher';
import { reviewsMessages as r } from '@/lib/messages/reviews';
import type { OrderDto } from '@/lib/orders/dto';
import { isLineDelivered, REVIEW_TEXT_MAX } from '@/lib/reviews/rules';
import type { OwnReviewDto } from '@/lib/reviews/dto';
import { formatDate } from '@/lib/format';
import { imageProblem } from '@/components/ui/upload-image';
import { TextField } from '@/components/ui/Field';
import { FormEnd } from '@/components/ui/FormEnd';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import { Stars } from './Stars';
import styles from './reviews.module.css';

type Product = { _id: string; name: string };
type Props = { order: OrderDto; token: string | null };

/**
 * On the buyer's own order: each delivered product with VALORAR (once per product) or, within 30
 * days, EDITAR VALORACIÓN. Rendered for the buyer only; the server checks again.
 */
export function OrderReviews({ order, token }: Props) {
  const key = token ? ([`/api/reviews?orderId=${order._id}`, token] as const) : null;
  const { data, mutate } = useSWR<{ reviews: OwnReviewDto[] }>(key);
  const [editing, setEditing] = useState<string | null>(null);
  const products = new Map<string, Product>();
  for (const line of order.products) {
    const delivered = isLineDelivered({ currentStatus: order.currentStatus }, { trackStatus: line.trackStatus, replacementFor: line.replacement });
    if (delivered) products.set(line.product._id, { _id: line.product._id, name: line.product.name });
  }
  if (products.size === 0 || !data) return null;
  return (
    <section className={styles.section} aria-labelledby={`reviews-${order._id}`}>
      <h3 id={`reviews-${order._id}`}>{r.title}</h3>
      <ul className={styles.list}>
        {[...products.values()].map((product) => {
          const own = data.reviews.find((review) => review.productId === product._id);
          const editable = own?.editable;
          return (
            <li key={product._id} className={styles.review}>
              <strong>{product.name}</strong>
              {own && (
                <p className={styles.meta}>
                  <Stars rating={own.rating} /> {r.rated(own.rating)}
                  {editable ? ` · ${r.editableUntil(formatDate(new Date(own.editableUntil)))}` : ''}
                </p>
              )}
              {editing === product._id ? (
                <ReviewForm
                  order={order}
                  product={product}
                  own={own ?? null}
                  token={token}
                  onDone={() => {
                    setEditing(null);
                    void mutate();
                  }}
                />
              ) : (
                (!own || editable) && (
                  <button
                    type="button"
                    className={`${ui.button} ${ui.secondary}`}
                    onClick={() => setEditing(product._id)}
                    aria-label={`${own ? r.edit : r.rate}: ${product.name}`}
                  >
                    {own ? r.edit : r.rate}
                  </button>
                )
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type FormProps = { order: OrderDto; product: Product; own: OwnReviewDto | null; token: string | null; onDone(): void };

/** The review form: stars, as described, on time, comment and an optional picture. */
function ReviewForm({ order, product, own, token, onDone }: FormProps) {
  const snackbar = useSnackbar();
  const [rating, setRating] = useState(own?.rating ?? 0);
  const [asDescribed, setAsDescribed] = useState<boolean | null>(own ? own.asDescribed : null);
  const [onTime, setOnTime] = useState<boolean | null>(own ? own.onTime : null);
  const [comment, setComment] = useState(own?.comment ?? '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    if (rating < 1) return setError(r.chooseRating);
    if (asDescribed === null || onTime === null) return setError(r.answerBoth);
    setBusy(true);
    setError(null);
    try {
      let photoUrl = own?.photoUrl ?? '';
      if (photo) {
        const form = new FormData();
        form.set('orderId', order._id);
        form.set('productId', product._id);
        form.set('file', photo);
        photoUrl = (await postForm<{ url: string }>('/api/reviews/photo', form, token)).url;
      }
      const body = { rating, asDescribed, onTime, comment, photoUrl };
      const answer = own
        ? await apiFetch<{ message: string }>(`/api/reviews/${own._id}`, { method: 'PATCH', body, token })
        : await apiFetch<{ message: string }>('/api/reviews', { method: 'POST', body: { ...body, orderId: order._id, productId: product._id }, token });
      snackbar.show(answer.message, { kind: 'success' });
      onDone();
    } catch (failure) {
      setError(isApiError(failure) && failure.message ? failure.message : r.editClosed);
    } finally {
      setBusy(false);
    }
  }

  const yesNo = (legend: string, value: boolean | null, set: (v: boolean) => void, name: string) => (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      <label>
        <input type="radio" name={name} checked={value === true} onChange={() => set(true)} /> {r.yes}
      </label>
      <label>
        <input type="radio" name={name} checked={value === false} onChange={() => set(false)} /> {r.no}
      </label>
    </fieldset>
  );

  return (
    <form
      className={styles.form}
      aria-label={r.dialogTitle(product.name)}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <fieldset className={styles.choices}>
        <legend>{r.ratingLabel}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name={`rating-${product._id}`} checked={rating === n} onChange={() => setRating(n)} /> {r.ratingOption(n)}
          </label>
        ))}
      </fieldset>
      {yesNo(r.asDescribedLabel, asDescribed, setAsDescribed, `described-${product._id}`)}
      {yesNo(r.onTimeLabel, onTime, setOnTime, `ontime-${product._id}`)}
      <TextField multiline label={r.commentLabel} maxLength={REVIEW_TEXT_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />
      <label className={styles.choices}>
        {r.photoLabel}
        <input
          type="file"
          accept="image/*"
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            const problem = file ? imageProblem(file) : null;
            setError(problem);
            setPhoto(problem ? null : file);
          }}
        />
      </label>
      <FormEnd error={error} busy={busy} label={r.send} classNames={styles} />
    </form>
  );
}
