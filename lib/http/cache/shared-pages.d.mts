// The types of shared-pages.mjs (plain JavaScript, which Next's cache handler loads outside the bundles).
import type { ByteBoundedLru } from './byte-bounded-lru.mjs';

/** A cache entry as Next's FileSystemCache keeps it in memory. */
export type SharedPageEntry = { value: unknown; lastModified: number; cacheControl?: unknown };

/** The IPC channel of a worker: its `process`. */
export type PrimaryChannel = {
  connected?: boolean;
  send?: (message: unknown, handle: undefined, options: object, callback: (error: Error | null) => void) => boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
};

export const PAGE_MESSAGES: Readonly<{ set: 'importa:page-set'; get: 'importa:page-get'; got: 'importa:page-got' }>;
export const SHARED_PAGES_BUDGET_BYTES: number;
export const ASK_TIMEOUT_MS: number;
export function entryBytes(value: unknown): number;
export function detached<T>(value: T): T;
export function pageExpired(entry: SharedPageEntry, areTagsExpired: (tags: string[], timestamp: number) => boolean): boolean;

export function keepPagesForWorkers<W extends { isConnected(): boolean; send: (...args: never[]) => unknown }>(
  cluster: { on(event: 'message', listener: (worker: W, message: unknown) => void): unknown },
  budgetBytes?: number,
): ByteBoundedLru<SharedPageEntry>;
export function askPrimary(key: string, options?: { channel?: PrimaryChannel; timeoutMs?: number }): Promise<SharedPageEntry | null>;
export function handToPrimary(key: string, entry: SharedPageEntry | null, channel?: PrimaryChannel): void;
