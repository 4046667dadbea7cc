import { withQuery, type Query } from '@/lib/http/paths';

const seg = encodeURIComponent;
const ADMIN = '/api/admin';

/** API paths of the super admin screens. */
export const adminPaths = {
  users: (query?: Query) => withQuery(`${ADMIN}/users`, query),
  roles: (id: string) => `${ADMIN}/users/${seg(id)}/roles`,
  wallet: (id: string) => `${ADMIN}/users/${seg(id)}/wallet`,
  products: (query?: Query) => withQuery(`${ADMIN}/products`, query),
  product: (id: string) => `${ADMIN}/products/${seg(id)}`,
  productHidden: (id: string) => `${ADMIN}/products/${seg(id)}/hidden`,
  categories: () => `${ADMIN}/categories`,
  category: (id: string) => `${ADMIN}/categories/${seg(id)}`,
  distributors: (query?: Query) => withQuery(`${ADMIN}/distributors`, query),
  distributor: (id: string) => `${ADMIN}/distributors/${seg(id)}`,
  finances: (query?: Query) => withQuery(`${ADMIN}/finances`, query),
  financesCsv: (query?: Query) => withQuery(`${ADMIN}/finances.csv`, query),
  currency: () => `${ADMIN}/currency`,
  currencyHistory: (query?: Query) => withQuery(`${ADMIN}/currency/history`, query),
} as const;
