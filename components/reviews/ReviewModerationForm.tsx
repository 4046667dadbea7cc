'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { reviewsMessages as r } from '@/lib/messages/reviews';
import { HIDE_REASON_MAX, REVIEW_TEXT_MAX } from '@/lib/reviews/rules';
import { useSession } from '@/components/auth/use-session';
import { TextField } from '@/components/ui/Field';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import styles from './reviews.module.css';

/** The actions of ReviewModeration, loaded only for who may use them. */
export default function ReviewModerationForm({ reviewId, mayReply, mayHide }: { reviewId: string; mayReply: boolean; mayHide: boolean }) {
  const { token } = useSession();
  const router = useRouter();
  const snackbar = useSnackbar();
  const [open, setOpen] = useState<'reply' | 'hide' | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    setBusy(true);
    setError(null);
    try {
      const body = open === 'reply' ? { text } : { reason: text };
      const answer = await apiFetch<{ message: string }>(`/api/reviews/${reviewId}/${open}`, { method: 'POST', body, token });
      snackbar.show(answer.message, { kind: 'success' });
      setOpen(null);
      router.refresh();
    } catch (failure) {
      setError(isApiError(failure) && failure.message ? failure.message : r.editClosed);
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <div className={styles.actions}>
        {mayReply && (
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => setOpen('reply')}>
            {r.answer}
          </button>
        )}
        {mayHide && (
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => setOpen('hide')}>
            {r.hide}
          </button>
        )}
      </div>
    );
  }
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextField
        multiline
        label={open === 'reply' ? r.answerLabel : r.hideReason}
        maxLength={open === 'reply' ? REVIEW_TEXT_MAX : HIDE_REASON_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={ui.button} disabled={busy || !text.trim()}>
          {open === 'reply' ? r.answerSend : r.hideConfirm}
        </button>
      </div>
    </form>
  );
}
