/** Texts that several areas show on purpose, written once. */

export const fastDelivery = 'ENTREGA INMEDIATA';
/** CANCELAR, shared by the listing dialogs and the admin dialogs. */
export const cancel = 'CANCELAR';
/** AGOTADO: a sold-out product's tag, and its card's cart controls instead of the buttons. */
export const soldOut = 'AGOTADO';
/** COMPRAR: the cards' button and the add-to-cart modal's. */
export const buy = 'COMPRAR';
/** GRATIS: a free delivery, on the cards' fee label and in the cart. */
export const free = 'GRATIS';
