import { orderBalance, type BalanceFacts, type OrderBalance } from './balance';

/*
 * Decision 20.1: a cash order cancelled by the super admin showed "TOTAL 28.00 USD" (delivery 3
 * plus air waybill 25, kept by the spec's formula) and "Pendiente". Here: 120 of products, 3 of
 * delivery, 25 of air waybill and a 3.82 coupon discount come to 144.18.
 */ const cash: BalanceFacts = {
  paymentType: 'OnDelivery',
  currentStatus: 'Solicitado',
  paymentStatus: 'pendiente',
  total: 144.18,
  totalProductsPrice: 120,
  totalDeliveryCost: 3,
  airWaybill: 25,
  totalProductsCouponDiscount: 3.82,
  walletPayment: 0,
};
const cancelledCash: BalanceFacts = { ...cash, currentStatus: 'Cancelado', total: 28, compensation: { state: 'done' } };
const withWallet: BalanceFacts = { ...cash, walletPayment: 7, total: 137.18, pointsUsed: 250 };
const paidAt = new Date('2026-11-20T10:00:00Z');
const none = { wallet: 0, points: 0, payment: 0 };

describe('orderBalance', () => {
  test.each<[string, BalanceFacts, OrderBalance]>([
    ['a cash order waiting owes the rest', cash, { amount: 144.18, charged: 0, refunded: none, due: 144.18, state: 'pendiente' }],
    ['the wallet paid part: the rest is due', withWallet, { amount: 144.18, charged: 7, refunded: none, due: 137.18, state: 'pendiente' }],
    [
      'cash collected: nothing due',
      { ...cash, paymentStatus: 'pagado', cash: { receivedAt: paidAt } },
      { amount: 144.18, charged: 144.18, refunded: none, due: 0, state: 'pagado' },
    ],
    [
      'all by wallet: paid when placed',
      { ...cash, walletPayment: 144.18, total: 0, paymentStatus: 'pagado' },
      { amount: 144.18, charged: 144.18, refunded: none, due: 0, state: 'pagado' },
    ],
    // The walk's order #40: cancelled before anything was paid owes nothing, whatever the stored total says.
    ['cancelled unpaid: nothing due, nothing taken', cancelledCash, { amount: 144.18, charged: 0, refunded: none, due: 0, state: 'cancelado' }],
    [
      'cancelled with wallet and points, given back',
      { ...withWallet, currentStatus: 'Cancelado', total: 28, compensation: { state: 'done' } },
      { amount: 144.18, charged: 7, refunded: { wallet: 7, points: 250, payment: 0 }, due: 0, state: 'reembolsado' },
    ],
    [
      'cancelled with wallet, give-backs still running',
      { ...withWallet, currentStatus: 'Cancelado', total: 28, compensation: { state: 'pending' } },
      { amount: 144.18, charged: 7, refunded: none, due: 0, state: 'porReembolsar' },
    ],
    [
      'card paid then cancelled: to refund by hand',
      { ...cash, paymentType: 'OnlineStripe', currentStatus: 'Cancelado', paymentStatus: 'pagado', payment: { paidAt }, compensation: { state: 'done' } },
      { amount: 144.18, charged: 144.18, refunded: none, due: 0, state: 'porReembolsar' },
    ],
    [
      'card refund marked',
      { ...cash, paymentType: 'OnlineStripe', currentStatus: 'Cancelado', paymentStatus: 'reembolsado', payment: { paidAt }, compensation: { state: 'done' } },
      { amount: 144.18, charged: 144.18, refunded: { wallet: 0, points: 0, payment: 144.18 }, due: 0, state: 'reembolsado' },
    ],
    [
      'cash and wallet taken, only the wallet back yet',
      { ...withWallet, currentStatus: 'Cancelado', paymentStatus: 'pagado', cash: { receivedAt: paidAt }, compensation: { state: 'done' } },
      { amount: 144.18, charged: 144.18, refunded: { wallet: 7, points: 250, payment: 0 }, due: 0, state: 'porReembolsar' },
    ],
    [
      'an older cancel without give-back progress had them at once',
      { ...withWallet, currentStatus: 'Cancelado', total: 28 },
      { amount: 144.18, charged: 7, refunded: { wallet: 7, points: 250, payment: 0 }, due: 0, state: 'reembolsado' },
    ],
  ])('%s', (_name, order, expected) => expect(orderBalance(order)).toEqual(expected));
});
