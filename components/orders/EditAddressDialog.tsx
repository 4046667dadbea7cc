'use client';

import { useState } from 'react';
import { deliveryAddressSchema } from '@/lib/account/address-schema';
import { DELIVERY_PROVINCES, MUNICIPALITY_PLACEHOLDER } from '@/lib/geo/provinces';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { adminMessages } from '@/lib/messages/admin';
import { ordersMessages } from '@/lib/messages/orders';
import { productMessages } from '@/lib/messages/product';
import type { OrderDto } from '@/lib/orders/dto';
import { AddressFields } from '@/components/account/AddressFields';
import { addressErrors, type AddressValues } from '@/components/account/address-list';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import styles from './orders.module.css';

type Props = { order: OrderDto; token: string | null; onClose(): void; onDone(): void };

const EDIT_ADDRESS_PATH = '/api/orders/editAddress';

/** The order's addressee as form values: the stored address holds street, municipality and region joined. */
function initialValues(order: OrderDto): AddressValues {
  const a = order.addressee;
  const suffix = [a.municipality, a.region].filter(Boolean).join(', ');
  const street = suffix && a.address.endsWith(`, ${suffix}`) ? a.address.slice(0, -(suffix.length + 2)) : a.address;
  return {
    name: a.name,
    address: street,
    region: a.region || DELIVERY_PROVINCES[0],
    municipality: a.municipality || MUNICIPALITY_PLACEHOLDER,
    phone: a.phone,
    ci: a.ci,
  };
}

/** 'EDITAR DIRECCION DE ENTREGA' (super admins, Solicitado or Confirmado orders): checked like any delivery address. */
export function EditAddressDialog({ order, token, onClose, onDone }: Props) {
  const snackbar = useSnackbar();
  const [values, setValues] = useState<AddressValues>(() => initialValues(order));
  const {
    errors,
    busy: saving,
    submit,
  } = useFormSubmit({
    schema: deliveryAddressSchema,
    errorsOf: addressErrors,
    send: (addressee) => apiFetch<{ message: string }>(EDIT_ADDRESS_PATH, { method: 'PATCH', body: { orderId: order._id, addressee }, token }),
    sent: (answer) => answer.message,
    onSent: () => {
      onDone();
      onClose();
    },
    failure: productMessages.actionFailed,
    // Only a refusal (4xx) has words for the admin; anything else reads as a failed action.
    onFailed: (message, failure) =>
      snackbar.show(isApiError(failure) && failure.status >= 400 && failure.status < 500 ? message : productMessages.actionFailed, { kind: 'error' }),
  });

  return (
    <Dialog open onClose={onClose} title={ordersMessages.editAddress}>
      <form onSubmit={(event) => submit(event, values)} noValidate className={styles.body}>
        <AddressFields values={values} errors={errors} provinces={DELIVERY_PROVINCES} autoFill={false} onChange={setValues} />
        <div className={styles.actions}>
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={onClose}>
            {adminMessages.cancel}
          </button>
          <button type="submit" className={ui.button} disabled={saving}>
            {saving ? <Spinner label /> : adminMessages.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
