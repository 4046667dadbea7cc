'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { uiMessages } from '@/lib/messages/ui';
import { useSnackbarHost } from './Snackbar';
import { tabbableIn } from './dialog-focus';
import styles from './ui.module.css';

type Props = {
  open: boolean;
  onClose(): void;
  title: string;
  children: React.ReactNode;
  className?: string;
  /**
   * Drawn in the page (show(), its own backdrop, focus kept inside here) instead of the top layer.
   * showModal() makes the whole document inert: a style and layout pass of every element, ~240 ms
   * on a Lighthouse phone for the home (decision 21). For a dialog that opens by itself on load.
   */
  inPage?: boolean;
};

/**
 * An accessible modal on the native <dialog>: showModal() makes the page behind inert (focus stays
 * inside), Escape closes through onClose, the title labels it, and focus returns to the element
 * that was focused before it opened. The close button comes last so the first field gets focus.
 */
export function Dialog({ open, onClose, title, children, className, inPage = false }: Props) {
  const [element, setElement] = useState<HTMLDialogElement | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useSnackbarHost(element, open);

  useEffect(() => {
    if (!element) return;
    if (open && !element.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (inPage) element.show();
      else element.showModal();
      // The browser focuses the first focusable element, an unchecked radio included; Tab's first
      // stop is a radio group's checked one, where the choice already made is.
      const focused = document.activeElement;
      if (focused instanceof HTMLInputElement && focused.type === 'radio' && !focused.checked) tabbableIn(element)[0]?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, element, inPage]);

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

  // What showModal() does for the page behind, by hand: Tab and Shift+Tab wrap inside the dialog.
  useEffect(() => {
    if (!inPage || !open || !element) return;
    let backwards = false;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') backwards = event.shiftKey;
    };
    const onFocus = (event: FocusEvent) => {
      if (!element.open || (event.target instanceof Node && element.contains(event.target))) return;
      const tabbable = tabbableIn(element);
      (backwards ? tabbable[tabbable.length - 1] : tabbable[0])?.focus();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocus);
    };
  }, [inPage, open, element]);

  const dialogClass = [styles.dialog, inPage ? styles.inPageDialog : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <>
      {inPage && open && <div className={styles.inPageBackdrop} aria-hidden="true" />}
      <dialog
        ref={setElement}
        className={dialogClass}
        aria-labelledby={titleId}
        aria-modal={inPage || undefined}
        onCancel={(event) => {
          event.preventDefault();
          onClose();
        }}
        // A dialog opened with show() gets no cancel event from Escape.
        onKeyDown={
          inPage
            ? (event) => {
                if (event.key !== 'Escape') return;
                event.preventDefault();
                onClose();
              }
            : undefined
        }
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        {open && children}
        <button type="button" className={styles.closeButton} aria-label={uiMessages.close} onClick={onClose}>
          ×
        </button>
      </dialog>
    </>
  );
}
