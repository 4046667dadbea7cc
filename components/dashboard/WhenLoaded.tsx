'use client';

import type { ReactNode } from 'react';
import { NoConnection } from '@/components/layout/NoConnection';
import { Skeleton } from '@/components/ui/Skeleton';
import { Denied } from './RoleGate';
import { isDenied } from './use-api';

type Query<T> = { data?: T; error?: unknown; mutate(): unknown };

/**
 * A screen's data once it can show (`children`), and what stands in for it before: the server's
 * refusal (401 or 403) as the access-denied view, a failure with nothing to show as the
 * no-connection view with its retry, the first load as a skeleton `skeleton` pixels high.
 */
export function WhenLoaded<T>({ query, skeleton, children }: { query: Query<T>; skeleton: number; children(data: T): ReactNode }) {
  const { data, error } = query;
  if (isDenied(error)) return <Denied signedIn />;
  if (error && data === undefined) return <NoConnection onRetry={() => void query.mutate()} />;
  if (data === undefined) return <Skeleton height={skeleton} />;
  return <>{children(data)}</>;
}
