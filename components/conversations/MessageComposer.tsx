'use client';

import { useId, useState } from 'react';
import type { MessageDto } from '@/lib/conversations/dto';
import { checkMessageText, MAX_MESSAGE_LENGTH } from '@/lib/conversations/rules';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { conversationsMessages } from '@/lib/messages/conversations';
import { Spinner } from '@/components/ui/Spinner';
import ui from '@/components/ui/ui.module.css';
import styles from './conversations.module.css';

type Props = { conversationId: string; token: string | null; onSent(message: MessageDto): void };

/** The message box: plain text, 1 to 1,000 characters (checked here and again by the server); Ctrl+Enter also sends. */
export function MessageComposer({ conversationId, token, onSent }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const left = MAX_MESSAGE_LENGTH - [...text.trim()].length;

  async function send() {
    const checked = checkMessageText(text);
    if (!checked.ok) {
      setError(checked.error === 'tooLong' ? conversationsMessages.textTooLong(MAX_MESSAGE_LENGTH) : conversationsMessages.textRequired);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const message = await apiFetch<MessageDto>(paths.conversations.messages(conversationId), { method: 'POST', body: { text: checked.text }, token });
      setText('');
      onSent(message);
    } catch (failure) {
      setError(isApiError(failure) && failure.status > 0 && failure.message ? failure.message : conversationsMessages.sendFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={fieldId} className={ui.label}>
        {conversationsMessages.messageLabel}
      </label>
      <textarea
        id={fieldId}
        value={text}
        placeholder={conversationsMessages.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void send();
          }
        }}
      />
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.composerRow}>
        <span className={styles.muted} aria-live="polite">
          {left < 100 ? conversationsMessages.charsLeft(Math.max(0, left)) : ''}
        </span>
        <button type="submit" className={ui.button} disabled={sending}>
          {sending ? <Spinner label={conversationsMessages.sending} /> : conversationsMessages.send}
        </button>
      </div>
    </form>
  );
}
