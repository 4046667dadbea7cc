'use client';

import type { ComponentType, ReactNode } from 'react';
import { can, type Permission } from '@/lib/auth/roles';
import { SignInButton } from '@/components/auth/SignInButton';
import { useSession } from '@/components/auth/use-session';
import { AccessDenied } from '@/components/layout/AccessDenied';
import { Skeleton } from '@/components/ui/Skeleton';

/** The access-denied view, with the login button for visitors. */
export function Denied({ signedIn }: { signedIn: boolean }) {
  return <AccessDenied>{!signedIn && <SignInButton />}</AccessDenied>;
}

/**
 * Shows `children` only to a signed-in user whose roles grant `permission` (the stored session's
 * flags; every API call checks again on the server), else the access-denied view.
 */
export function RoleGate({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { user, ready } = useSession();
  if (!ready) return <Skeleton height={240} />;
  if (!user || !can(user, permission)) return <Denied signedIn={Boolean(user)} />;
  return <>{children}</>;
}

/**
 * `Screen` behind RoleGate: what every dashboard screen exports, so that the screen's own hooks
 * (its data, its state) run only for a viewer the gate lets in.
 */
export function gated<P extends object>(permission: Permission, Screen: ComponentType<P>): ComponentType<P> {
  function Gated(props: P) {
    return (
      <RoleGate permission={permission}>
        <Screen {...props} />
      </RoleGate>
    );
  }
  Gated.displayName = `Gated(${Screen.displayName ?? Screen.name})`;
  return Gated;
}
