import { messages } from '@/lib/messages';
import { ordersApiPath, ordersHref, ordersTitle, pagerOf, parseFilters, type OrdersFilters } from './orders-query';

const ordersMessages = messages.orders;
const s = messages.orderStatus;
const base: OrdersFilters = {
  page: 0,
  statusToSearch: messages.common.all,
  userId: '',
  userFullName: '',
  orderId: '',
  orderNumber: '',
  orderBy: '',
  guideHouse: '',
};
const search = (query: string) => new URLSearchParams(query);

describe('parseFilters', () => {
  test('defaults', () => expect(parseFilters(search(''), {})).toEqual(base));
  test('the path wins over the query; junk is dropped', () => {
    expect(parseFilters(search('page=2&statusToSearch=Nada&userId=q&orderNumber=12a&guideHouse=77&userFullName=Ana'), { userId: 'u1', orderId: 'o1' })).toEqual(
      { ...base, page: 2, userId: 'u1', orderId: 'o1', userFullName: 'Ana', guideHouse: '77' },
    );
  });
  test.each([
    ['-3', 0],
    ['x', 0],
    ['4', 4],
  ])('page %s → %d', (page, expected) => expect(parseFilters(search(`page=${page}`), {}).page).toBe(expected));
  test('a known status', () => expect(parseFilters(search(`statusToSearch=${s.confirmed}`), {}).statusToSearch).toBe(s.confirmed));
});

describe('ordersHref', () => {
  test.each<[Partial<OrdersFilters>, string]>([
    [{}, '/orders'],
    [{ userId: 'u1', orderId: 'o1' }, '/orders/u1/o1'],
    [{ orderId: 'o1' }, '/orders?orderId=o1'],
    [{ userId: 'u1', userFullName: 'Ana Gil', page: 1, statusToSearch: s.requested }, `/orders/u1?page=1&statusToSearch=${s.requested}&userFullName=Ana+Gil`],
    [{ userFullName: 'ignored', orderNumber: '12', guideHouse: '5', orderBy: 'createdAt' }, '/orders?orderNumber=12&orderBy=createdAt&guideHouse=5'],
  ])('%j → %s', (f, href) => expect(ordersHref({ ...base, ...f })).toBe(href));

  test('round trip', () => {
    const f = { ...base, userId: 'u1', orderId: 'o1', page: 3, statusToSearch: s.sent, orderNumber: '9' };
    const url = new URL(ordersHref(f), 'http://x');
    const [, , userId, orderId] = url.pathname.split('/');
    expect(parseFilters(url.searchParams, { userId, orderId })).toEqual(f);
  });
});

describe('ordersApiPath', () => {
  const buyer = { id: 'me', isAdmin: false };
  const admin = { id: 'adm', isAdmin: true };
  test('a buyer reads their own orders, page one-based, no house guide filter', () =>
    expect(ordersApiPath({ ...base, guideHouse: '5' }, buyer)).toBe('/api/orders/ofuser/me?page=1&limit=20'));
  test('an admin with no user reads every order', () =>
    expect(ordersApiPath({ ...base, page: 2, statusToSearch: s.requested, guideHouse: '5' }, admin)).toBe(
      `/api/orders?page=3&limit=20&status=${s.requested}&guideHouse=5`,
    ));
  test('one user, one order', () =>
    expect(ordersApiPath({ ...base, userId: 'u1', orderId: 'o1' }, admin)).toBe('/api/orders/ofuser/u1?page=1&limit=20&orderId=o1'));
});

describe('ordersTitle', () => {
  test.each<[Partial<OrdersFilters>, boolean, { name: string; orderNumber?: number } | null, string]>([
    [{ userId: 'u1' }, false, null, messages.menu.myOrders],
    [{}, true, null, ordersMessages.allOrders],
    [{ statusToSearch: s.sent }, true, null, ordersMessages.inStatus(s.sent)],
    [{ userId: 'u1', userFullName: 'Ana Gil' }, true, null, ordersMessages.ofUser('ANA GIL')],
    [{ userId: 'u1' }, true, { name: 'Ana' }, ordersMessages.ofUser('ANA')],
    [{ userId: 'u1', orderId: 'o1' }, true, { name: 'Ana', orderNumber: 42 }, ordersMessages.orderOfUser(42, 'ANA')],
    [{ userId: 'u1', orderNumber: '7' }, true, { name: 'Ana' }, ordersMessages.orderOfUser(7, 'ANA')],
  ])('%j admin=%s', (f, isAdmin, found, title) => expect(ordersTitle({ ...base, ...f }, isAdmin, found)).toBe(title));
});

describe('pagerOf', () => {
  test.each<[number, number, object]>([
    [0, 0, { label: messages.common.page(1, 1), range: messages.common.range(0, 0, 0), hasPrevious: false, hasNext: false }],
    [0, 45, { label: messages.common.page(1, 3), range: messages.common.range(1, 20, 45), hasPrevious: false, hasNext: true }],
    [2, 45, { label: messages.common.page(3, 3), range: messages.common.range(41, 45, 45), hasPrevious: true, hasNext: false }],
  ])('page %d of %d orders', (page, count, expected) => expect(pagerOf(page, count)).toEqual(expected));
});
