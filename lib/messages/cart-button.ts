import { buy, soldOut } from './shared';

/**
 * The texts of a product card's cart controls, apart from the modal's (add-to-cart.ts, which repeats
 * them): every card of a first load shows these, and the modal's texts load with the modal.
 */
export const cartButtonMessages = {
  addButton: 'AÑADIR AL CARRITO',
  buy,
  soldOut,
  inCart: (n: number) => `${n} en el carrito`,
} as const;
