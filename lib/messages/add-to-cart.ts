import { cartButtonMessages } from './cart-button';

/** The add-to-cart modal's texts, with the card's button and count (written in cart-button.ts). */
export const addToCartMessages = {
  addButton: cartButtonMessages.addButton,
  inCart: cartButtonMessages.inCart,
  maxCount: (n: number) =>
    `Este producto tiene un máximo de ${n} por pedido. Vaya al carrito para realizar su pedido y poder añadir más de este producto a un nuevo pedido.`,
  availableCount: (n: number) => `Solo tenemos ${n} unidades disponibles de este producto.`,
  sizeColorCount: (n: number) => `Solo tenemos ${n} unidades disponibles de este producto en esa talla y color.`,
  notAvailable: 'Este producto no está disponible en este momento.',
  added: 'Producto añadido al carrito',
  quantity: 'Cantidad',
  less: 'Quitar uno',
  more: 'Añadir uno',
  size: 'Talla',
  color: 'Color',
  colorOption: (name: string) => `Color ${name}`,
  colorChosen: (name: string) => `Color: ${name}`,
  /** Names of the swatches' colours (lib/catalog/color-name.ts picks the nearest). */
  colorNames: {
    black: 'Negro',
    white: 'Blanco',
    navy: 'Azul marino',
    red: 'Rojo',
    green: 'Verde',
    grey: 'Gris',
    pink: 'Rosado',
    brown: 'Marrón',
    yellow: 'Amarillo',
    blue: 'Azul',
    skyBlue: 'Celeste',
    orange: 'Naranja',
    purple: 'Morado',
    beige: 'Beige',
    wine: 'Vino',
    lightGreen: 'Verde claro',
    gold: 'Dorado',
    silver: 'Plateado',
  },
  date: 'Fecha de entrega',
  hour: 'Hora',
  minutes: 'Minutos',
  ampm: 'AM o PM',
  failed:
    'No se pudo añadir el producto al carrito. Revise su conexión a internet. Si el problema persiste puede añadir el producto a favoritos para añadirlo al carrito más tarde.',
} as const;
