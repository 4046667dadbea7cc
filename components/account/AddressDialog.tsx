'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import type { DeliveryAddressDto } from '@/lib/account/dto';
import type { SessionUser } from '@/components/auth/session-store';

// The form (zod schema, province and municipality lists) loads when the dialog first opens.
const AddressForm = lazyComponent(() => import('./AddressForm'));

export type AddressDialogProps = {
  open: boolean;
  /** The address being edited (EDITAR), or null/undefined for a new one (AGREGAR). */
  index?: number | null;
  onClose(): void;
  /** After a save: the server's user (already stored) and the index of the saved address. */
  onSaved?(user: SessionUser, index: number): void;
  /** After a failed save, with the address index (docs/contract/catalogue.md §7). */
  onError?(index: number): void;
};

export type { DeliveryAddressDto };

/** 'DIRECCION DE ENTREGA' (docs/contract/catalogue.md screen 11): add or edit one of the signed-in user's delivery addresses. */
export function AddressDialog(props: AddressDialogProps) {
  return props.open ? <AddressForm {...props} /> : null;
}
