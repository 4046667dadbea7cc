import { orderBalance } from '../orders/balance';
import { paymentStatusOf } from '../cash/payment-status';
import {
  buyerMayCancel,
  confirmNeedsReceipt,
  payByAfterRejection,
  receiptRefusal,
  TRANSFER_PAY_WITHIN_HOURS,
  TRANSFER_RECEIPTS_MAX,
  TRANSFER_RESEND_HOURS,
  transferExpired,
  transferPayBy,
  underReview,
  type TransferFacts,
} from './rules';

const HOUR = 3600_000;
const placed = new Date('2026-11-20T15:00:00Z');
const BUYER = 'a'.repeat(24);
const order = (transfer: TransferFacts['transfer'], extra: Partial<TransferFacts> = {}): TransferFacts => ({
  paymentType: 'OnlineTransfer',
  currentStatus: 'Solicitado',
  paymentStatus: 'pendiente',
  user: { _id: BUYER },
  transfer: { payBy: transferPayBy(placed), uploads: 0, ...transfer },
  ...extra,
});

describe('deadlines', () => {
  test(`a new transfer order is to be paid within ${TRANSFER_PAY_WITHIN_HOURS} hours`, () =>
    expect(transferPayBy(placed).getTime() - placed.getTime()).toBe(TRANSFER_PAY_WITHIN_HOURS * HOUR));
  test('a rejection keeps a later deadline, and gives at least the resend hours otherwise', () => {
    const payBy = transferPayBy(placed);
    expect(payByAfterRejection(payBy, new Date(placed.getTime() + HOUR))).toEqual(payBy);
    const late = new Date(payBy.getTime() - HOUR);
    expect(payByAfterRejection(payBy, late).getTime()).toBe(late.getTime() + TRANSFER_RESEND_HOURS * HOUR);
  });
  test.each<[string, TransferFacts, number, boolean]>([
    ['no receipt, a second before the deadline', order({ state: 'esperandoComprobante' }), TRANSFER_PAY_WITHIN_HOURS * HOUR - 1000, false],
    ['no receipt, at the deadline', order({ state: 'esperandoComprobante' }), TRANSFER_PAY_WITHIN_HOURS * HOUR, true],
    ['rejected, past the deadline', order({ state: 'rechazado' }), 100 * HOUR, true],
    ['a receipt under review never expires: it is the store’s turn', order({ state: 'porVerificar' }), 100 * HOUR, false],
    ['confirmed', order({ state: 'confirmado' }, { paymentStatus: 'pagado', currentStatus: 'Confirmado' }), 100 * HOUR, false],
    ['already cancelled', order({ state: 'esperandoComprobante' }, { currentStatus: 'Cancelado' }), 100 * HOUR, false],
    ['a card order', order({ state: 'esperandoComprobante' }, { paymentType: 'OnlineStripe' }), 100 * HOUR, false],
  ])('expired: %s → %p', (_name, facts, after, expected) => expect(transferExpired(facts, new Date(placed.getTime() + after))).toBe(expected));
});

describe('who may do what', () => {
  test.each<[string, TransferFacts, string, ReturnType<typeof receiptRefusal>]>([
    ['the buyer, no receipt yet', order({ state: 'esperandoComprobante' }), BUYER, null],
    ['the buyer, after a rejection', order({ state: 'rechazado', uploads: 1 }), BUYER, null],
    ['another buyer', order({ state: 'esperandoComprobante' }), 'b'.repeat(24), 'notYours'],
    ['a cash order', order({ state: 'esperandoComprobante' }, { paymentType: 'OnDelivery' }), BUYER, 'notTransfer'],
    ['a receipt already under review', order({ state: 'porVerificar', uploads: 1 }), BUYER, 'notAwaitingReceipt'],
    ['a cancelled order', order({ state: 'rechazado' }, { currentStatus: 'Cancelado' }), BUYER, 'notAwaitingReceipt'],
    ['a paid order', order({ state: 'confirmado' }, { paymentStatus: 'pagado' }), BUYER, 'notAwaitingReceipt'],
    ['too many receipts', order({ state: 'rechazado', uploads: TRANSFER_RECEIPTS_MAX }), BUYER, 'tooManyReceipts'],
  ])('receipt: %s', (_name, facts, viewer, expected) => expect(receiptRefusal(facts, viewer)).toBe(expected));

  test('a super admin reviews only a receipt under review on an order still Solicitado', () => {
    expect(underReview(order({ state: 'porVerificar' }))).toBe(true);
    expect(underReview(order({ state: 'rechazado' }))).toBe(false);
    expect(underReview(order({ state: 'porVerificar' }, { currentStatus: 'Cancelado' }))).toBe(false);
  });

  test('the buyer cancels while it is their turn, never during the review, and nobody else does', () => {
    expect(buyerMayCancel(order({ state: 'esperandoComprobante' }), BUYER)).toBe(true);
    expect(buyerMayCancel(order({ state: 'rechazado' }), BUYER)).toBe(true);
    expect(buyerMayCancel(order({ state: 'porVerificar' }), BUYER)).toBe(false);
    expect(buyerMayCancel(order({ state: 'esperandoComprobante' }), 'b'.repeat(24))).toBe(false);
  });

  test('an unpaid transfer order is not confirmed by a status change; a paid or a cash one is', () => {
    expect(confirmNeedsReceipt(order({ state: 'porVerificar' }))).toBe(true);
    expect(confirmNeedsReceipt(order({ state: 'confirmado' }, { paymentStatus: 'pagado' }))).toBe(false);
    expect(confirmNeedsReceipt({ paymentType: 'OnDelivery', currentStatus: 'Solicitado', paymentStatus: 'pendiente' })).toBe(false);
  });
});

describe('the payment state the order shows', () => {
  const amounts = { totalProductsPrice: 40, totalDeliveryCost: 5, airWaybill: 0, totalProductsCouponDiscount: 0, walletPayment: 0, total: 45 };
  const facts = (transfer: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    ...amounts,
    paymentType: 'OnlineTransfer',
    currentStatus: 'Solicitado',
    paymentStatus: 'pendiente',
    transfer,
    ...extra,
  });
  test('"Pago por verificar" while a receipt waits; pendiente before it and after a rejection', () => {
    expect(orderBalance(facts({ state: 'porVerificar' })).state).toBe('porVerificar');
    expect(orderBalance(facts({ state: 'esperandoComprobante' })).state).toBe('pendiente');
    expect(orderBalance(facts({ state: 'rechazado' })).state).toBe('pendiente');
  });
  test('a confirmed transfer is paid and charged; cancelled afterwards it is to be refunded', () => {
    const paid = facts({ state: 'confirmado', paidAt: new Date() }, { paymentStatus: 'pagado', currentStatus: 'Confirmado' });
    expect(paymentStatusOf(paid)).toBe('pagado');
    expect(orderBalance(paid)).toMatchObject({ state: 'pagado', charged: 45, due: 0 });
    expect(orderBalance({ ...paid, currentStatus: 'Cancelado', compensation: { state: 'done' } }).state).toBe('porReembolsar');
  });
  test('an unpaid transfer order cancelled owes nothing and took nothing', () =>
    expect(orderBalance(facts({ state: 'esperandoComprobante' }, { currentStatus: 'Cancelado', compensation: { state: 'done' } }))).toMatchObject({
      state: 'cancelado',
      charged: 0,
      due: 0,
    }));
});
