import { messages } from '@/lib/messages';
import { menuItems, nextMenuIndex } from './menu-items';

const links = {
  helpChat: 'https://wa.me/1',
  customsGazette: 'https://www.gacetaoficial.gob.cu/',
  supportEmail: 'mailto:soporte@importa.cu',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/importa.cu' },
    { name: 'Telegram', href: 'https://t.me/importacu' },
  ],
};
const user = (flags: Partial<{ isImportCompany: boolean; isImportAdmin: boolean; isSuperAdmin: boolean }> = {}) => ({
  _id: 'u1',
  isImportCompany: false,
  isImportAdmin: false,
  isSuperAdmin: false,
  ...flags,
});
const labels = (u: Parameters<typeof menuItems>[0]) => menuItems(u, links).map((i) => i.label);
const menuMessages = messages.menu;
const info = [menuMessages.legal, menuMessages.help, menuMessages.faq, menuMessages.customsGazette, messages.layout.supportEmail, 'Facebook', 'Telegram'];
const chats = messages.conversations.title;

test('visitor', () => expect(labels(null)).toEqual([menuMessages.logIn, menuMessages.myCart, menuMessages.myOrders, chats, ...info]));
test('buyer', () => expect(labels(user())).toEqual([menuMessages.myAccount, menuMessages.myCart, menuMessages.myOrders, chats, ...info, menuMessages.logOut]));
test('seller', () =>
  expect(labels(user({ isImportCompany: true }))).toEqual([
    menuMessages.myAccount,
    menuMessages.myCart,
    menuMessages.myAds,
    menuMessages.myDeliveries,
    menuMessages.myOrders,
    chats,
    ...info,
    menuMessages.logOut,
  ]));
test('order admin', () =>
  expect(labels(user({ isImportAdmin: true }))).toEqual([
    menuMessages.myAccount,
    menuMessages.myCart,
    menuMessages.manageOrders,
    chats,
    ...info,
    menuMessages.logOut,
  ]));
test('super admin', () =>
  expect(labels(user({ isSuperAdmin: true }))).toEqual([
    menuMessages.myAccount,
    menuMessages.myCart,
    menuMessages.manageOrders,
    chats,
    menuMessages.adminUsers,
    menuMessages.adminProducts,
    menuMessages.adminCategories,
    menuMessages.adminDistributors,
    menuMessages.finances,
    menuMessages.currencyExchange,
    menuMessages.exchangeHistory,
    menuMessages.adminZones,
    menuMessages.adminCash,
    messages.claims.title,
    menuMessages.adminVitals,
    messages.transfer.menu,
    ...info,
    menuMessages.logOut,
  ]));
test('links', () => {
  const items = menuItems(user({ isImportCompany: true }), links);
  const href = (key: string) => items.find((i) => i.key === key);
  expect(href('myDeliveries')).toMatchObject({ href: '/delivers/u1' });
  expect(href('customsGazette')).toMatchObject({ href: links.customsGazette, external: true });
  expect(href('supportEmail')).toMatchObject({ href: 'mailto:soporte@importa.cu', external: true });
  expect(href('social-Telegram')).toMatchObject({ href: 'https://t.me/importacu', external: true });
  expect(href('logout')).toMatchObject({ action: 'logout' });
});
test('visitor entries that need an account are marked', () =>
  expect(
    menuItems(null, links)
      .filter((i) => 'needsAccount' in i && i.needsAccount)
      .map((i) => i.key),
  ).toEqual(['cart', 'orders', 'conversations']));

test.each<[string, number, number | null]>([
  ['ArrowDown', 0, 1],
  ['ArrowDown', 4, 0],
  ['ArrowUp', 0, 4],
  ['ArrowUp', -1, 3],
  ['Home', 3, 0],
  ['End', 0, 4],
  ['a', 0, null],
])('%s from %i', (key, index, next) => expect(nextMenuIndex(key, index, 5)).toBe(next));
