/** Texts that several areas show on purpose, written once. */

export const fastDelivery = 'ENTREGA INMEDIATA';
/** CANCELAR, shared by the listing dialogs and the admin dialogs. */
export const cancel = 'CANCELAR';
