/** Top bar widgets' accessible names. */
export const navMessages = {
  userMenu: 'Menú de usuario',
  cart: (n: number) => `Mi carrito: ${n} ${n === 1 ? 'producto' : 'productos'}`,
  province: (region: string) => `Provincia de entrega: ${region}`,
} as const;
