import { cashOwedAtDelivery, cashReceiptRefusal, changeDue, checkTendered, initialPaymentStatus, paymentStatusOf, type PaymentFacts } from './payment-status';
import { ORDER_STATUSES } from '../orders/status';
import { reconcile } from './reconcile';

describe('paymentStatusOf', () => {
  const cash: PaymentFacts = { paymentType: 'OnDelivery', currentStatus: 'Solicitado', total: 20, paymentStatus: 'pendiente' };
  test.each<[string, PaymentFacts, string]>([
    ['cash order waiting', cash, 'pendiente'],
    ['cash received', { ...cash, paymentStatus: 'pagado', cash: { receivedAt: new Date() } }, 'pagado'],
    ['card paid by webhook (paidAt only)', { ...cash, paymentType: 'OnlineStripe', payment: { paidAt: new Date() } }, 'pagado'],
    ['older order paid all by wallet (no field)', { currentStatus: 'Confirmado', total: 0, walletPayment: 20 }, 'pagado'],
    ['older cash order (no field)', { currentStatus: 'Confirmado', total: 20 }, 'pendiente'],
    [
      'wallet order cancelled, wallet given back',
      { paymentStatus: 'pagado', currentStatus: 'Cancelado', total: 0, compensation: { state: 'done' } },
      'reembolsado',
    ],
    [
      'wallet order cancelled, give-back pending',
      { paymentStatus: 'pagado', currentStatus: 'Cancelado', total: 0, compensation: { state: 'pending' } },
      'pagado',
    ],
    [
      'cash order cancelled after collection: refund is by hand',
      { ...cash, paymentStatus: 'pagado', currentStatus: 'Cancelado', cash: { receivedAt: new Date() }, compensation: { state: 'done' } },
      'pagado',
    ],
    ['unpaid order cancelled', { ...cash, currentStatus: 'Cancelado', compensation: { state: 'done' } }, 'pendiente'],
    ['marked refunded', { ...cash, paymentStatus: 'reembolsado' }, 'reembolsado'],
  ])('%s', (_name, order, expected) => expect(paymentStatusOf(order)).toBe(expected));

  test('a new order with nothing to pay starts pagado', () => {
    expect(initialPaymentStatus(0)).toBe('pagado');
    expect(initialPaymentStatus(0.01)).toBe('pendiente');
  });
});

describe('cashReceiptRefusal: cash is received only on a confirmed cash order still unpaid (decision 19.6)', () => {
  const waiting: PaymentFacts = { paymentType: 'OnDelivery', paymentStatus: 'pendiente', total: 20 };
  test.each(ORDER_STATUSES.map((status) => [status, status === 'Solicitado' ? 'notConfirmed' : status === 'Cancelado' ? 'notCash' : null] as const))(
    'an unpaid cash order %s: %p',
    (currentStatus, refusal) => expect(cashReceiptRefusal({ ...waiting, currentStatus })).toBe(refusal),
  );

  test.each<[string, PaymentFacts]>([
    ['card order', { ...waiting, paymentType: 'OnlineStripe', currentStatus: 'Confirmado' }],
    ['already collected', { ...waiting, currentStatus: 'Enviado', paymentStatus: 'pagado', cash: { receivedAt: new Date() } }],
    ['paid all by wallet', { ...waiting, currentStatus: 'Confirmado', paymentStatus: 'pagado', total: 0 }],
    ['refunded', { ...waiting, currentStatus: 'Confirmado', paymentStatus: 'reembolsado' }],
  ])('%s: not cash to collect', (_name, order) => expect(cashReceiptRefusal(order)).toBe('notCash'));

  test('a status the store does not know is not confirmed', () => {
    expect(cashReceiptRefusal({ ...waiting, currentStatus: 'confirmado' })).toBe('notConfirmed');
    expect(cashReceiptRefusal({ ...waiting, currentStatus: null })).toBe('notConfirmed');
  });
});

describe('¿Con cuánto paga?', () => {
  test.each<[unknown, number, ReturnType<typeof checkTendered>]>([
    ['', 12.5, { ok: true, tendered: null }],
    [undefined, 12.5, { ok: true, tendered: null }],
    [20, 12.5, { ok: true, tendered: 20 }],
    ['12,50', 12.5, { ok: true, tendered: 12.5 }],
    [12.49, 12.5, { ok: false, reason: 'tooLow' }],
    [12.555, 12.5, { ok: false, reason: 'invalid' }],
    ['veinte', 12.5, { ok: false, reason: 'invalid' }],
    [1012.51, 12.5, { ok: false, reason: 'tooHigh' }],
  ])('%p for a total of %p', (tendered, total, expected) => expect(checkTendered(tendered, total)).toEqual(expected));

  test('change to bring', () => {
    expect(changeDue(20, 12.35)).toBe(7.65);
    expect(changeDue(null, 12.35)).toBe(0);
  });
});

describe('reconcile', () => {
  test('sums per courier in cents, pending apart from handed over', () => {
    const rows = reconcile([
      { courier: 'ana', amount: 10.1, handedOver: false },
      { courier: 'ana', amount: 0.2, handedOver: true },
      { courier: 'ana', amount: 19.7, handedOver: false },
      { courier: 'luis', amount: 5, handedOver: true },
    ]);
    expect(rows).toEqual([
      { courier: 'ana', orders: 3, collected: 30, pending: 29.8, handedOver: 0.2 },
      { courier: 'luis', orders: 1, collected: 5, pending: 0, handedOver: 5 },
    ]);
  });
});

describe('cashOwedAtDelivery: a cash order is not delivered while its cash is pendiente', () => {
  test.each<[string, Parameters<typeof cashOwedAtDelivery>[0], boolean]>([
    ['cash, not collected', { paymentType: 'OnDelivery', paymentStatus: 'pendiente', currentStatus: 'Recibido', total: 20 }, true],
    ['cash, collected', { paymentType: 'OnDelivery', paymentStatus: 'pagado', currentStatus: 'Recibido', total: 20, cash: { receivedAt: new Date() } }, false],
    ['cash, all paid from the wallet', { paymentType: 'OnDelivery', paymentStatus: 'pagado', currentStatus: 'Recibido', total: 0 }, false],
    ['card, not paid yet', { paymentType: 'OnlineStripe', paymentStatus: 'pendiente', currentStatus: 'Recibido', total: 20 }, false],
    ['cash, cancelled', { paymentType: 'OnDelivery', paymentStatus: 'pendiente', currentStatus: 'Cancelado', total: 20 }, false],
  ])('%s → %s', (_, order, owed) => expect(cashOwedAtDelivery(order)).toBe(owed));
});
