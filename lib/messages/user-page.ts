/** /users/{id}: a user's public page, and the account view of super admins. */
export const userPageMessages = {
  title: (name: string) => `Perfil de ${name}`,
  picture: (name: string) => `Foto de ${name}`,
  buyer: 'Comprador de Importa',
  seller: 'Empresa importadora',
  account: 'CUENTA DEL USUARIO',
  orders: 'PEDIDOS DEL USUARIO',
  seeOrders: 'VER SUS PEDIDOS',
  ordersCount: (n: number) => (n === 1 ? '1 pedido' : `${n} pedidos`),
  memberSince: 'Cliente desde',
} as const;
