/**
 * Every JSON API path of the store (docs/contract/catalogue.md §7, docs/contract/buying.md §7), as functions. Path segments are
 * percent-encoded; query values that are undefined, null or '' are left out.
 */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

const seg = encodeURIComponent;

/** `path` with the defined entries of `query` appended as a query string. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const PRODUCTS = '/api/productsImport';
const ACCOUNT = '/api/accountImport';
const ORDERS = '/api/orders';

export const paths = {
  products: {
    /** GET list (page, limit, promoted, userLoggedId, categoryId, region, searchPhrase, prices, currency); PATCH availability. */
    root: (query?: Query) => withQuery(PRODUCTS, query),
    /** GET the week's best sellers of a region. */
    topSellers: (region?: string) => withQuery(`${PRODUCTS}/`, { page: 1, limit: 15, topSellProducts: true, region }),
    /** GET a seller's other products. */
    ofUser: (userId: string, page: number, limit = 10) => withQuery(`${PRODUCTS}/ofuser/${seg(userId)}/-1`, { page, limit }),
    /** GET a distributor's products. */
    ofDistributor: (distributorId: string, page: number, limit = 10) => withQuery(`${PRODUCTS}/ofdistributor/${seg(distributorId)}`, { page, limit }),
    /** GET one product (sessionId when logged out); DELETE it. */
    one: (id: string, sessionId?: string | null) => withQuery(`${PRODUCTS}/${seg(id)}`, { sessionId }),
  },
  categories: {
    list: () => withQuery('/api/categoriesImport', { limit: 100 }),
  },
  account: {
    /** POST registration (step 2). */
    register: () => ACCOUNT,
    login: () => `${ACCOUNT}/login`,
    /** GET registration code (step 1): the username is the e-mail. */
    confirmRegister: (email: string, fullName: string, phone: string) =>
      `${ACCOUNT}/confirmRegister/${seg(email)}/${seg(email)}/${seg(fullName)}/${seg(phone)}`,
    /** GET the resend variant (no name, no phone). */
    resendRegisterCode: (email: string) => `${ACCOUNT}/confirmRegister/${seg(email)}/${seg(email)}`,
    /** GET with an e-mail sends a code; POST verifies it; PATCH sets the new password. */
    recoverPassword: (email?: string) => (email === undefined ? `${ACCOUNT}/recoverPassword` : `${ACCOUNT}/recoverPassword/${seg(email)}`),
    getUserWithToken: () => `${ACCOUNT}/getUserWithToken`,
    /** POST { confirm: true }: ends every session of the user (token version bumped, sockets closed). */
    logoutEverywhere: () => `${ACCOUNT}/logoutEverywhere`,
    logout: () => `${ACCOUNT}/logout`,
    updateCart: () => `${ACCOUNT}/updateCart`,
    updateDeliveryAddresses: () => `${ACCOUNT}/updateDeliveryAddresses`,
    subscription: () => `${ACCOUNT}/subscription`,
    /** GET a user's public fields (wallet for the user themself). */
    user: (id: string) => `${ACCOUNT}/${seg(id)}`,
    couponInfo: (couponInfo: string) => withQuery(`${ACCOUNT}/getCouponInfo`, { couponInfo }),
    userSuggest: (userToSearch: string, limit = 10) => withQuery(`${ACCOUNT}/usersuggest`, { page: 1, limit, userToSearch }),
  },
  orders: {
    /** POST creates an order; PATCH advances it; GET lists all orders (admins). */
    root: (query?: Query) => withQuery(ORDERS, query),
    ofUser: (userId: string, query?: Query) => withQuery(`${ORDERS}/ofuser/${seg(userId)}`, query),
    payCheckout: (orderId: string) => withQuery(`${ORDERS}/payCheckout`, { orderId }),
    pendingPayment: () => `${ORDERS}/getPendingPaymentOrders`,
    editOrder: () => `${ORDERS}/editOrder`,
    cancelOrder: (orderId: string) => `${ORDERS}/cancelOrder/${seg(orderId)}`,
  },
  sellingData: {
    userSellingData: () => '/api/sellingData/getUserSellingData',
  },
  conversations: {
    /** GET the list (page); POST opens { kind: 'support' } or { kind: 'order', orderId }. */
    root: (query?: Query) => withQuery('/api/conversations', query),
    unread: () => '/api/conversations/unread',
    one: (id: string) => `/api/conversations/${seg(id)}`,
    /** GET a page of history (before: the oldest message shown); POST { text }. */
    messages: (id: string, before?: string) => withQuery(`/api/conversations/${seg(id)}/messages`, { before }),
    read: (id: string) => `/api/conversations/${seg(id)}/read`,
  },
} as const;
