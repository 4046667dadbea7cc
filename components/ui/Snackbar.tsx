'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from './Spinner';
import styles from './ui.module.css';

export type SnackKind = 'success' | 'error' | 'warning' | 'info';
export type SnackOptions = { kind?: SnackKind; durationMs?: number; /** Shows a spinner beside the text. */ busy?: boolean };
export type SnackbarApi = { show(text: string, options?: SnackOptions): void; hide(): void };

type Note = { id: number; text: string; kind: SnackKind; busy: boolean };
type HostApi = { register(element: HTMLElement): () => void };

const KIND_CLASS: Record<SnackKind, string> = {
  success: styles.snackSuccess,
  error: styles.snackError,
  warning: styles.snackWarning,
  info: styles.snackInfo,
};
const DEFAULT_DURATION_MS = 2000;
/** How long an error or a warning stays: longer than a confirmation, since the user has to read it and act. */
export const LONG_NOTICE_MS = 3000;

const SnackbarContext = createContext<SnackbarApi | null>(null);
const HostContext = createContext<HostApi | null>(null);

/** The snackbar: one notice at a time, replaced by the next; announced through a live region. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs <SnackbarProvider>');
  return api;
}

/**
 * Makes an open modal dialog the snackbar's host, so notices show above it and stay outside the
 * inert page behind it. The newest registered host wins.
 */
export function useSnackbarHost(element: HTMLElement | null, active: boolean): void {
  const hosts = useContext(HostContext);
  useEffect(() => (hosts && element && active ? hosts.register(element) : undefined), [hosts, element, active]);
}

export function SnackbarProvider({ children }: { children: React.ReactNode }) {
  const [note, setNote] = useState<Note | null>(null);
  const [hosts, setHosts] = useState<HTMLElement[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seq = useRef(0);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setNote(null);
  }, []);
  const api = useMemo<SnackbarApi>(
    () => ({
      show(text, { kind = 'info', durationMs = DEFAULT_DURATION_MS, busy = false } = {}) {
        clearTimeout(timer.current);
        seq.current += 1;
        setNote({ id: seq.current, text, kind, busy });
        timer.current = setTimeout(() => setNote(null), durationMs);
      },
      hide,
    }),
    [hide],
  );
  const hostApi = useMemo<HostApi>(
    () => ({
      register(element) {
        setHosts((list) => [...list.filter((h) => h !== element), element]);
        return () => setHosts((list) => list.filter((h) => h !== element));
      },
    }),
    [],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  const region = (
    <div className={styles.snackRegion}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {note && note.kind !== 'error' && <Notice note={note} />}
      </div>
      <div role="alert" aria-atomic="true">
        {note?.kind === 'error' && <Notice note={note} />}
      </div>
    </div>
  );
  const host = hosts[hosts.length - 1];
  return (
    <SnackbarContext.Provider value={api}>
      <HostContext.Provider value={hostApi}>
        {children}
        {host ? createPortal(region, host) : region}
      </HostContext.Provider>
    </SnackbarContext.Provider>
  );
}

function Notice({ note }: { note: Note }) {
  return (
    <p key={note.id} className={`${styles.snack} ${KIND_CLASS[note.kind]}`}>
      {note.busy && <Spinner />}
      <span>{note.text}</span>
    </p>
  );
}
