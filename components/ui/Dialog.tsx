'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { uiMessages } from '@/lib/messages/ui';
import { useSnackbarHost } from './Snackbar';
import styles from './ui.module.css';

type Props = {
  open: boolean;
  onClose(): void;
  title: string;
  children: React.ReactNode;
  className?: string;
};

/**
 * An accessible modal on the native <dialog>: showModal() makes the page behind inert (focus stays
 * inside), Escape closes through onClose, the title labels it, and focus returns to the element
 * that was focused before it opened. The close button comes last so the first field gets focus.
 */
export function Dialog({ open, onClose, title, children, className }: Props) {
  const [element, setElement] = useState<HTMLDialogElement | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useSnackbarHost(element, open);

  useEffect(() => {
    if (!element) return;
    if (open && !element.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, element]);

  useEffect(() => {
    if (!element) return;
    const restore = () => {
      const target = returnTo.current;
      returnTo.current = null;
      if (target?.isConnected) target.focus();
    };
    element.addEventListener('close', restore);
    return () => {
      element.removeEventListener('close', restore);
      if (element.open) element.close();
      restore();
    };
  }, [element]);

  return (
    <dialog
      ref={setElement}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.dialogTitle}>{title}</h2>
      {open && children}
      <button type="button" className={styles.closeButton} aria-label={uiMessages.close} onClick={onClose}>
        ×
      </button>
    </dialog>
  );
}
