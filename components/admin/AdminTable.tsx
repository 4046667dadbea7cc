'use client';

import type { ReactNode } from 'react';
import { NoConnection } from '@/components/layout/NoConnection';
import { Skeleton } from '@/components/ui/Skeleton';
import { Pager } from './Pager';
import styles from './admin.module.css';

/** A column header; `numeric` right-aligns it like its cells. */
export type AdminColumn = { label: ReactNode; numeric?: boolean };

type Props<T> = {
  /** The page's rows, undefined while the first page loads. */
  items: readonly T[] | undefined;
  /** Rows matching the query on every page (for the pager). */
  count: number;
  /** The load failed and there is nothing to show: the no-connection view with its retry. */
  failed: boolean;
  onRetry(): void;
  /** Headers; none for a table whose rows speak for themselves. */
  columns?: readonly AdminColumn[];
  /** The one row shown when the page is empty. */
  empty: ReactNode;
  /** One `<tr>` (with its key) per item. */
  row(item: T): ReactNode;
  page: number;
  limit: number;
  onPage(page: number): void;
};

/** The admin list screens' shape: no-connection, skeleton, the scrollable table with its empty row, then the pager. */
export function AdminTable<T>({ items, count, failed, onRetry, columns, empty, row, page, limit, onPage }: Props<T>) {
  if (!items) return failed ? <NoConnection onRetry={onRetry} /> : <Skeleton height={300} />;
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          {columns && (
            <thead>
              <tr>
                {columns.map((column, i) => (
                  <th key={i} className={column.numeric ? styles.num : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {items.length === 0 && (
              <tr>
                <td colSpan={columns?.length ?? 1}>{empty}</td>
              </tr>
            )}
            {items.map(row)}
          </tbody>
        </table>
      </div>
      <Pager page={page} count={count} limit={limit} onPage={onPage} />
    </>
  );
}
