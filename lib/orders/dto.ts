import { can, type Viewer } from '../auth/roles';
import { changeDue, paymentStatusOf, type PaymentStatus } from '../cash/payment-status';
import type { DeliverySlot } from '../format';
import { deliveryProofOf, seesDeliveryProof, type DeliveryProof } from '../tracking/delivery-proof';
import { deliveryPhotoPath } from '../tracking/photo-link';
import { orderBalance, type OrderBalance } from './balance';
import type { OrderTransferDto } from '../transfer/dto';
import { orderTransferDto } from '../transfer/order-view';
import type { LeanOrder } from '@/models/Order';

type Money = { wallet: number };

/** One order line as the API shows it (docs/contract/buying.md §3 "Order line"); prices are the snapshot of the order. */
export type OrderLineDto = {
  _id: string;
  product: {
    _id: string;
    name: string;
    mainImageUrl: string;
    price: number;
    importCost: number;
    points: number;
    fastDelivery: boolean;
    shippingBySea: boolean;
    user: string;
  };
  count: number;
  size: string;
  color: string;
  couponDiscount: number;
  payed: Money;
  /** The agreed delivery slot of a calendar line (Havana date and 12-hour time), else null. */
  deliveryCalendar: (DeliverySlot & { allowed?: boolean | null }) | null;
  trackStatus: { currentStatus: string; message: string };
  /** A claim's replacement at no cost (lib/claims): it shows its own status, even on a delivered order. */
  replacement?: true;
};

/** An order as the API shows it (docs/contract/buying.md §3 "Order"); payment details only for super admins. */
export type OrderDto = {
  _id: string;
  orderNumber: number;
  user: { _id: string; name: string; lastName: string; email: string; phone: string };
  sender: { name: string; phone: string; ci: string };
  addressee: { name: string; ci: string; phone: string; address: string; region: string; municipality: string };
  paymentType: string;
  paymentObservation?: string;
  currencyData?: { currencyName: string; exchangeValue: number };
  payment?: { stripeSessionId: string; paidAt: string | null; amountPaid: number; currency: string } | null;
  /** Super admins: the addressee edits, oldest first (what was replaced, when). */
  addresseeEdits?: { date: string; previousAddress: string; previousName: string }[];
  currentStatus: string;
  currentStatusDate: string;
  statuses: { status: string; date: string; by?: string }[];
  products: OrderLineDto[];
  productsConfirmed: boolean;
  productsCount: number;
  totalProductsPrice: number;
  totalProductsCouponDiscount: number;
  totalProductsCancelled: { count: number; price: number; discount: number; wallet: number };
  totalDeliveryCost: number;
  deliveryCostsPerUser: { user: string; fastDelivery: boolean; deliveryCost: number; payed: Money }[];
  airWaybill: number;
  walletPayment: number;
  pointsUsed: number;
  pointsEarned: number;
  hasDiscountCoupon: boolean;
  discountCouponData: { productDiscount: number };
  sendingCost: number;
  houseGuide: string;
  total: number;
  createdAt: string;
  /** Payment apart from delivery (lib/cash/payment-status.ts). */
  paymentStatus: PaymentStatus;
  /** What the order asks of the buyer, and for a cancelled one what was taken and given back (lib/orders/balance.ts). */
  balance: OrderBalance;
  /** Cash on delivery: what the buyer pays with and the change to bring (USD), and whether the courier collected it. */
  cash: { tendered: number | null; change: number; received: boolean } | null;
  /** Delivery by the recipient's code: done with it, or locked after 5 wrong codes; the proof once delivered (buyer and order admins). */
  delivery: { withCode: boolean; locked: boolean; proof: DeliveryProof | null };
  /** Payment by transfer: state, details, amount, deadline; the receipt's link for its buyer and the super admins (lib/transfer/order-view.ts). */
  transfer: OrderTransferDto | null;
};

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : '');

function lineDto(line: LeanOrder['lines'][number]): OrderLineDto {
  return {
    _id: String(line._id),
    product: {
      _id: String(line.product),
      name: line.name,
      mainImageUrl: line.mainImageUrl ?? '',
      price: line.price,
      importCost: line.importCost ?? 0,
      points: line.fastDelivery ? 0 : (line.points ?? 0),
      fastDelivery: Boolean(line.fastDelivery),
      shippingBySea: Boolean(line.shippingBySea),
      user: String(line.seller),
    },
    count: line.count,
    size: line.size ?? '',
    color: line.color ?? '',
    couponDiscount: line.couponDiscount ?? 0,
    payed: { wallet: line.payed?.wallet ?? 0 },
    deliveryCalendar: line.deliveryCalendar ? { ...line.deliveryCalendar } : null,
    trackStatus: { currentStatus: line.trackStatus?.currentStatus ?? '', message: line.trackStatus?.message ?? '' },
    ...(line.replacementFor ? { replacement: true as const } : {}),
  };
}

function superAdminFields(o: LeanOrder): Pick<OrderDto, 'paymentObservation' | 'currencyData' | 'payment' | 'addresseeEdits'> {
  const p = o.payment;
  return {
    paymentObservation: o.paymentObservation ?? '',
    currencyData: { currencyName: o.currencyData?.currencyName ?? 'usd', exchangeValue: o.currencyData?.exchangeValue ?? 1 },
    payment: p?.stripeSessionId
      ? { stripeSessionId: p.stripeSessionId, paidAt: p.paidAt ? iso(p.paidAt) : null, amountPaid: p.amountPaid ?? 0, currency: p.currency ?? '' }
      : null,
    addresseeEdits: (o.addresseeEdits ?? []).map((e) => ({
      date: iso(e.date),
      previousAddress: e.previous?.address ?? '',
      previousName: e.previous?.name ?? '',
    })),
  };
}

/**
 * The order as `viewer` may see it: the buyer's own data only; the payment observation, currency
 * conversion and card payment only for super admins; who moved each status only for order admins.
 */
export function toOrderDto(o: LeanOrder, viewer: Viewer): OrderDto {
  const admin = can(viewer, 'orders:read-all');
  const c = o.totalProductsCancelled;
  const u: Partial<NonNullable<LeanOrder['user']>> = o.user ?? {};
  const a: Partial<NonNullable<LeanOrder['addressee']>> = o.addressee ?? {};
  return {
    _id: String(o._id),
    orderNumber: o.orderNumber,
    user: { _id: String(u._id ?? ''), name: u.name ?? '', lastName: u.lastName ?? '', email: u.email ?? '', phone: u.phone ?? '' },
    sender: { name: o.sender?.name ?? '', phone: o.sender?.phone ?? '', ci: o.sender?.ci ?? '' },
    addressee: {
      name: a.name ?? '',
      ci: a.ci ?? '',
      phone: a.phone ?? '',
      address: a.address ?? '',
      region: a.region ?? '',
      municipality: a.municipality ?? '',
    },
    paymentType: o.paymentType,
    ...(can(viewer, 'orders:read-payment') ? superAdminFields(o) : {}),
    currentStatus: o.currentStatus ?? '',
    currentStatusDate: iso(o.currentStatusDate),
    statuses: (o.statuses ?? []).map((s) => ({ status: s.status ?? '', date: iso(s.date), ...(admin && s.by ? { by: String(s.by) } : {}) })),
    products: (o.lines ?? []).map(lineDto),
    productsConfirmed: Boolean(o.productsConfirmed),
    productsCount: o.productsCount ?? 0,
    totalProductsPrice: o.totalProductsPrice ?? 0,
    totalProductsCouponDiscount: o.totalProductsCouponDiscount ?? 0,
    totalProductsCancelled: { count: c?.count ?? 0, price: c?.price ?? 0, discount: c?.discount ?? 0, wallet: c?.wallet ?? 0 },
    totalDeliveryCost: o.totalDeliveryCost ?? 0,
    deliveryCostsPerUser: (o.deliveryCostsPerUser ?? []).map((d) => ({
      user: String(d.user),
      fastDelivery: Boolean(d.fastDelivery),
      deliveryCost: d.deliveryCost ?? 0,
      payed: { wallet: d.payed?.wallet ?? 0 },
    })),
    airWaybill: o.airWaybill ?? 0,
    walletPayment: o.walletPayment ?? 0,
    pointsUsed: o.pointsUsed ?? 0,
    pointsEarned: o.pointsEarned ?? 0,
    hasDiscountCoupon: Boolean(o.hasDiscountCoupon),
    discountCouponData: { productDiscount: o.discountCouponData?.productDiscount ?? 0 },
    sendingCost: o.sendingCost ?? 0,
    houseGuide: o.houseGuide ?? '',
    total: o.total ?? 0,
    createdAt: iso(o.createdAt),
    paymentStatus: paymentStatusOf(o),
    balance: orderBalance({
      ...o,
      totalProductsPrice: o.totalProductsPrice ?? 0,
      totalDeliveryCost: o.totalDeliveryCost ?? 0,
      airWaybill: o.airWaybill ?? 0,
      totalProductsCouponDiscount: o.totalProductsCouponDiscount ?? 0,
    }),
    cash:
      o.paymentType === 'OnDelivery'
        ? { tendered: o.cash?.tendered ?? null, change: changeDue(o.cash?.tendered, o.total ?? 0), received: Boolean(o.cash?.receivedAt) }
        : null,
    delivery: {
      withCode: Boolean(o.delivery?.withCode),
      locked: (o.delivery?.codeFailures ?? 0) >= 5,
      proof: seesDeliveryProof(viewer, o) ? deliveryProofOf(o, deliveryPhotoPath) : null,
    },
    transfer: orderTransferDto(o, viewer),
  };
}
