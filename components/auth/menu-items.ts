import { can, type Viewer } from '@/lib/auth/roles';
import { claimsMessages } from '@/lib/messages/claims';
import { conversationsMessages } from '@/lib/messages/conversations';
import { layoutMessages } from '@/lib/messages/layout';
import { menuMessages } from '@/lib/messages/menu';
import { transferMessages } from '@/lib/messages/transfer';

/** One entry of the user menu: a link (internal or external), or an action. */
export type MenuItem =
  { key: string; label: string; href: string; external?: boolean; needsAccount?: boolean } | { key: string; label: string; action: 'login' | 'logout' };

export type MenuLinks = { helpChat: string; customsGazette: string; supportEmail: string; social: readonly { name: string; href: string }[] };

/**
 * The user menu by role (docs/contract/catalogue.md screen 15): account or login, cart, seller entries, orders
 * (ADMINISTRAR PEDIDOS for order admins), conversations, the super admin screens, the information links and
 * logout. Entries that need an account open the login dialog for a visitor (`needsAccount`).
 */
export function menuItems(user: Viewer, links: MenuLinks): MenuItem[] {
  const items: MenuItem[] = [
    user ? { key: 'account', label: menuMessages.myAccount, href: '/account' } : { key: 'login', label: menuMessages.logIn, action: 'login' },
    { key: 'cart', label: menuMessages.myCart, href: '/cart', needsAccount: true },
  ];
  if (user && can(user, 'products:sell')) {
    items.push(
      { key: 'myAds', label: menuMessages.myAds, href: '/myproducts' },
      { key: 'myDeliveries', label: menuMessages.myDeliveries, href: `/delivers/${user._id}` },
    );
  }
  items.push(
    can(user, 'orders:read-all')
      ? { key: 'orders', label: menuMessages.manageOrders, href: '/orders' }
      : { key: 'orders', label: menuMessages.myOrders, href: '/orders', needsAccount: true },
  );
  items.push({ key: 'conversations', label: conversationsMessages.title, href: '/conversations', needsAccount: true });
  if (can(user, 'admin:screens')) {
    items.push(
      { key: 'adminUsers', label: menuMessages.adminUsers, href: '/adminUsers' },
      { key: 'adminProducts', label: menuMessages.adminProducts, href: '/adminProducts' },
      { key: 'adminCategories', label: menuMessages.adminCategories, href: '/adminCategories' },
      { key: 'adminDistributors', label: menuMessages.adminDistributors, href: '/adminDistributors' },
      { key: 'finances', label: menuMessages.finances, href: '/finances' },
      { key: 'currencyExchange', label: menuMessages.currencyExchange, href: '/currencyExchange' },
      { key: 'exchangeHistory', label: menuMessages.exchangeHistory, href: '/exchangeHistory' },
      { key: 'adminZones', label: menuMessages.adminZones, href: '/adminZones' },
      { key: 'adminCash', label: menuMessages.adminCash, href: '/adminCash' },
      { key: 'adminClaims', label: claimsMessages.title, href: '/adminClaims' },
      { key: 'adminVitals', label: menuMessages.adminVitals, href: '/adminVitals' },
    );
  }
  if (can(user, 'payments:transfer')) items.push({ key: 'adminTransfers', label: transferMessages.menu, href: '/adminTransfers' });
  items.push(
    { key: 'legal', label: menuMessages.legal, href: '/legalinformation' },
    { key: 'help', label: menuMessages.help, href: links.helpChat, external: true },
    { key: 'faq', label: menuMessages.faq, href: '/help' },
    { key: 'customsGazette', label: menuMessages.customsGazette, href: links.customsGazette, external: true },
    { key: 'supportEmail', label: layoutMessages.supportEmail, href: links.supportEmail, external: true },
    ...links.social.map((s) => ({ key: `social-${s.name}`, label: s.name, href: s.href, external: true })),
  );
  if (user) items.push({ key: 'logout', label: menuMessages.logOut, action: 'logout' });
  return items;
}

/** The index that keyboard key `key` moves to from `index` in a list of `count` items, or null for other keys. */
export function nextMenuIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
