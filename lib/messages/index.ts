/**
 * Every Spanish text of the store, grouped by area. The quoted texts of the spec are copied
 * character for character (accents and typos included); interpolations are functions.
 * Never retype a Spanish string elsewhere (tests and e2e included).
 *
 * One file per area (cart.ts exports cartMessages). Client modules import only the areas they use
 * from their own files, so a page's JavaScript carries only those texts; server code, tests and
 * scripts may import the whole catalogue from here.
 */
import { commonMessages } from './common';
import { readMoreMessages } from './read-more';
import { serverMessages } from './server';
import { screensMessages } from './screens';
import { homeMessages } from './home';
import { menuMessages } from './menu';
import { productMessages } from './product';
import { addToCartMessages } from './add-to-cart';
import { calendarMessages } from './calendar';
import { deliveryMessages } from './delivery';
import { addressMessages } from './address';
import { loginMessages } from './login';
import { registerMessages } from './register';
import { recoverMessages } from './recover';
import { profileMessages } from './profile';
import { pushPromptMessages } from './push-prompt';
import { uiMessages } from './ui';
import { fieldsMessages } from './fields';
import { authMessages } from './auth';
import { navMessages } from './nav';
import { favoritesMessages } from './favorites';
import { accountMessages } from './account';
import { walletLedgerMessages } from './wallet-ledger';
import { userPageMessages } from './user-page';
import { vitalsMessages } from './vitals';
import { pageNamesMessages } from './page-names';
import { mailMessages } from './mail';
import { cartMessages } from './cart';
import { checkoutMessages } from './checkout';
import { couponMessages } from './coupon';
import { cartPageMessages } from './cart-page';
import { paymentMessages } from './payment';
import { orderMailMessages } from './order-mail';
import { orderStatusMessages } from './order-status';
import { trackStatusMessages } from './track-status';
import { ordersMessages } from './orders';
import { ordersPageMessages } from './orders-page';
import { conversationsMessages } from './conversations';
import { conversationMailMessages } from './conversation-mail';
import { layoutMessages } from './layout';
import { carouselMessages } from './carousel';
import { feedMessages } from './feed';
import { galleryMessages } from './gallery';
import { pagesMessages } from './pages';
import { seoMessages } from './seo';
import { distributorMessages } from './distributor';
import { listingMessages } from './listing';
import { searchSuggestMessages } from './search-suggest';
import { dataSaverMessages } from './data-saver';
import { offlineMessages } from './offline';
import { connectionMessages } from './connection';
import { stockAlertMessages } from './stock-alert';
import { csvMessages } from './csv';
import { dashboardMessages } from './dashboard';
import { sellerMessages } from './seller';
import { listingFormMessages } from './listing-form';
import { uploadsMessages } from './uploads';
import { deliversMessages } from './delivers';
import { deliveryQuoteMessages } from './delivery-quote';
import { zonesMessages } from './zones';
import { trackingMessages } from './tracking';
import { cashMessages } from './cash';
import { adminMessages } from './admin';
import { reviewsMessages } from './reviews';
import { transferMessages } from './transfer';
// Claims that end in a refund (lib/claims).
import { claimsMessages } from './claims';

export const messages = {
  common: commonMessages,
  readMore: readMoreMessages,
  server: serverMessages,
  screens: screensMessages,
  home: homeMessages,
  menu: menuMessages,
  product: productMessages,
  addToCart: addToCartMessages,
  calendar: calendarMessages,
  delivery: deliveryMessages,
  address: addressMessages,
  login: loginMessages,
  register: registerMessages,
  recover: recoverMessages,
  profile: profileMessages,
  pushPrompt: pushPromptMessages,
  ui: uiMessages,
  fields: fieldsMessages,
  auth: authMessages,
  nav: navMessages,
  favorites: favoritesMessages,
  account: accountMessages,
  walletLedger: walletLedgerMessages,
  userPage: userPageMessages,
  vitals: vitalsMessages,
  pageNames: pageNamesMessages,
  mail: mailMessages,
  cart: cartMessages,
  checkout: checkoutMessages,
  coupon: couponMessages,
  cartPage: cartPageMessages,
  payment: paymentMessages,
  orderMail: orderMailMessages,
  orderStatus: orderStatusMessages,
  trackStatus: trackStatusMessages,
  orders: ordersMessages,
  ordersPage: ordersPageMessages,
  conversations: conversationsMessages,
  conversationMail: conversationMailMessages,
  layout: layoutMessages,
  carousel: carouselMessages,
  feed: feedMessages,
  gallery: galleryMessages,
  pages: pagesMessages,
  seo: seoMessages,
  distributor: distributorMessages,
  listing: listingMessages,
  searchSuggest: searchSuggestMessages,
  dataSaver: dataSaverMessages,
  offline: offlineMessages,
  connection: connectionMessages,
  stockAlert: stockAlertMessages,
  csv: csvMessages,
  dashboard: dashboardMessages,
  seller: sellerMessages,
  listingForm: listingFormMessages,
  uploads: uploadsMessages,
  delivers: deliversMessages,
  deliveryQuote: deliveryQuoteMessages,
  zones: zonesMessages,
  tracking: trackingMessages,
  cash: cashMessages,
  admin: adminMessages,
  reviews: reviewsMessages,
  transfer: transferMessages,
  // Claims that end in a refund (lib/claims).
  claims: claimsMessages,
} as const;

/** Type of the whole catalogue, for code that receives a slice of it. */
export type Messages = typeof messages;
