import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model, type Types } from 'mongoose';
import { deliveryChoiceSchema, type Lean } from './shared';
import { DEFAULT_PAYMENT_OBSERVATION, ORDER_STATUSES, PAYMENT_TYPES, TRACK_STATUSES } from '../lib/orders/status';
import { PAYMENT_STATUSES } from '../lib/cash/payment-status';
import { TRANSFER_REASON_MAX, TRANSFER_STATES } from '../lib/transfer/rules';

/** One ordered line, with every price snapshotted when the order was placed. */
const orderLineSchema = new Schema(
  {
    product: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
    seller: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    name: { type: String, required: true },
    mainImageUrl: { type: String, default: '' },
    categoryId: { type: Schema.Types.ObjectId },
    price: { type: Number, required: true },
    importCost: { type: Number, default: 0 },
    couponDiscount: { type: Number, default: 0 },
    points: { type: Number, default: 0 },
    fastDelivery: { type: Boolean, default: false },
    shippingBySea: { type: Boolean, default: false },
    count: { type: Number, required: true, min: 1 },
    size: { type: String, default: '' },
    color: { type: String, default: '' },
    /** The units were taken from the product's size/colour stock too (given back there on cancel). */
    stockByTag: { type: Boolean, default: false },
    payed: { wallet: { type: Number, default: 0 } },
    deliveryCalendar: { type: deliveryChoiceSchema, default: undefined },
    trackStatus: {
      currentStatus: { type: String, enum: TRACK_STATUSES, default: TRACK_STATUSES[0] },
      message: { type: String, default: '' },
    },
    /** When its seller set the line Entregado (the claim window counts from it, lib/claims/rules.ts). */
    deliveredAt: Date,
    /** Claims (lib/claims): how many were opened on the line, and the integer US cents they refunded (never above what was paid). */
    claims: Number,
    refundedCents: { type: Number, min: 0 },
    /** The takes (Claim.resolution.takeId) whose refund refundedCents counts: a retry cannot reserve twice, a sweep sees what was reserved. */
    refundTakes: { type: [Schema.Types.ObjectId], default: undefined },
    /** A claim's replacement at no cost: the claim it answers (it shows its own status, lib/orders/status.ts shownLineStatus). */
    replacementFor: { type: Schema.Types.ObjectId, ref: 'Claim' },
  },
  { _id: true },
);

const orderSchema = new Schema(
  {
    orderNumber: { type: Number, required: true },
    user: {
      _id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
      name: String,
      lastName: String,
      email: String,
      phone: String,
    },
    sender: { name: String, phone: String, ci: String },
    addressee: {
      name: { type: String, required: true },
      ci: String,
      phone: String,
      address: String,
      region: String,
      municipality: String,
    },
    paymentType: { type: String, enum: PAYMENT_TYPES, required: true },
    paymentObservation: { type: String, default: DEFAULT_PAYMENT_OBSERVATION, maxlength: 200 },
    currencyData: { currencyName: { type: String, default: 'usd' }, exchangeValue: { type: Number, default: 1 } },
    currentStatus: { type: String, enum: ORDER_STATUSES, default: ORDER_STATUSES[0] },
    currentStatusDate: { type: Date, default: Date.now },
    statuses: [{ _id: false, status: { type: String, enum: ORDER_STATUSES }, date: Date, by: { type: Schema.Types.ObjectId, ref: 'User' }, note: String }],
    lines: { type: [orderLineSchema], default: [] },
    productsConfirmed: { type: Boolean, default: false },
    productsCount: { type: Number, default: 0 },
    totalProductsPrice: { type: Number, default: 0 },
    totalProductsCouponDiscount: { type: Number, default: 0 },
    totalProductsCancelled: {
      count: { type: Number, default: 0 },
      price: { type: Number, default: 0 },
      discount: { type: Number, default: 0 },
      wallet: { type: Number, default: 0 },
    },
    totalDeliveryCost: { type: Number, default: 0 },
    deliveryCostsPerUser: [
      {
        _id: false,
        user: { type: Schema.Types.ObjectId, ref: 'User' },
        fastDelivery: Boolean,
        deliveryCost: Number,
        payed: { wallet: { type: Number, default: 0 } },
      },
    ],
    airWaybill: { type: Number, default: 0 },
    walletPayment: { type: Number, default: 0 },
    pointsUsed: { type: Number, default: 0 },
    pointsEarned: { type: Number, default: 0 },
    hasDiscountCoupon: { type: Boolean, default: false },
    discountCouponData: { productDiscount: { type: Number, default: 0 }, owner: { type: Schema.Types.ObjectId, ref: 'User' }, code: String },
    sendingCost: { type: Number, default: 0 },
    houseGuide: { type: String, default: '', maxlength: 20 },
    total: { type: Number, default: 0 },
    payment: {
      stripeSessionId: String,
      paidAt: Date,
      amountPaid: Number,
      currency: String,
      /** The Stripe PaymentIntent of the paid session: a claim's card refund goes back through it (lib/claims/card-refund.ts). */
      paymentIntent: String,
    },
    /** Payment state apart from delivery: pendiente, pagado, reembolsado; older orders lack it (lib/cash/payment-status.ts reads their facts). */
    paymentStatus: { type: String, enum: PAYMENT_STATUSES },
    /** Cash on delivery: what the buyer pays with (USD, so the courier brings change), the courier's collection and its hand-over to the till. */
    cash: {
      tendered: { type: Number, default: null },
      amount: Number,
      receivedAt: { type: Date, default: null },
      receivedBy: { type: Schema.Types.ObjectId, ref: 'User' },
      handedOverAt: { type: Date, default: null },
      handedOverBy: { type: Schema.Types.ObjectId, ref: 'User' },
      refundedAt: Date,
    },
    /**
     * Payment by transfer (lib/transfer): its state apart from the order's status, the details the
     * buyer was given, the deadline, the receipts sent (the last is `receipt`, under review while
     * porVerificar), each rejection, and the payment once a super admin confirmed it. Absent on
     * other orders.
     */
    transfer: {
      state: { type: String, enum: TRANSFER_STATES },
      instructions: String,
      payBy: Date,
      uploads: Number,
      receipt: String,
      receipts: { type: [{ _id: false, name: String, kind: String, size: Number, at: Date, removedAt: Date }], default: undefined },
      /** When the receipt files of this cancelled, unpaid order were deleted (lib/transfer/purge.ts); each entry then has removedAt. */
      receiptsPurgedAt: Date,
      rejections: {
        type: [{ _id: false, receipt: String, reason: { type: String, maxlength: TRANSFER_REASON_MAX }, at: Date, by: Schema.Types.ObjectId }],
        default: undefined,
      },
      paidAt: Date,
      paidAmount: Number,
      confirmedBy: { type: Schema.Types.ObjectId, ref: 'User' },
    },
    /** Proof of delivery with the recipient's code (lib/tracking): wrong codes so far (5 lock it) and who delivered. */
    delivery: {
      codeFailures: { type: Number, default: 0 },
      deliveredAt: Date,
      deliveredBy: { type: Schema.Types.ObjectId, ref: 'User' },
      withCode: Boolean,
      /** The private photo of the goods handed over (lib/uploads/private-service.ts, area 'delivery') and who received them. */
      photo: String,
      receiverName: String,
      /** The store courier (not a party to the order) who saw it delivered: only then are its points credited. */
      storeConfirmedBy: { type: Schema.Types.ObjectId, ref: 'User' },
    },
    /** Set once the stock, wallet and coupon effects were given back, so a cancel applies once. */
    compensatedAt: { type: Date, default: null },
    /** Progress of a cancel's give-backs (lib/orders/cancel.ts): keys claimed (returning) and done (returned); 'pending' until all are. */
    compensation: {
      state: { type: String, enum: ['pending', 'done', null], default: null },
      returning: { type: [String], default: undefined },
      returned: { type: [String], default: undefined },
      needsReview: { type: Boolean, default: undefined },
    },
    /** Set when the points the order earns were credited (on Entregado), so they are credited once. */
    pointsCreditedAt: { type: Date, default: null },
    /** Each 'EDITAR DIRECCION DE ENTREGA' by a super admin: when, who, and the addressee it replaced. */
    addresseeEdits: [
      {
        _id: false,
        date: Date,
        by: { type: Schema.Types.ObjectId, ref: 'User' },
        previous: { name: String, ci: String, phone: String, address: String, region: String, municipality: String },
      },
    ],
    /** Card payment sessions opened for this order, each with the amount and rate it was opened for. */
    checkoutSessions: [{ _id: false, sessionId: String, amount: Number, currency: String, exchangeValue: Number, createdAt: Date }],
    // Card sessions reserved against the cap, counted before Stripe is asked (lib/payments/checkout.ts).
    checkoutSessionsOpened: Number,
    // A second session paid after the order was paid by another: money to give back (/adminCash).
    extraCardPayments: [{ _id: false, sessionId: String, amount: Number, currency: String, paidAt: Date }],
  },
  { timestamps: true },
);

// Every query shape has one (lib/query-shapes/known-shapes.ts); the lists end their sort with _id.
orderSchema.index({ orderNumber: 1 }, { unique: true });
// /adminCash's card payments to refund: few orders ever have one, so the index is sparse.
orderSchema.index({ 'extraCardPayments.paidAt': 1 }, { sparse: true });
// The admin list's sort by number, which the unique index cannot give on FerretDB: it is built on the
// JSON text (to keep 1 and true apart), which orders 10 before 9; a non-unique one is on the number.
orderSchema.index({ orderNumber: 1, _id: 1 });
orderSchema.index({ createdAt: -1, _id: -1 });
orderSchema.index({ currentStatusDate: -1, _id: -1 });
orderSchema.index({ 'user._id': 1, createdAt: -1, _id: -1 });
orderSchema.index({ currentStatus: 1, createdAt: -1, _id: -1 });
orderSchema.index({ 'lines.seller': 1, createdAt: -1 });
orderSchema.index({ 'payment.stripeSessionId': 1 });
orderSchema.index({ 'compensation.state': 1, compensatedAt: 1 });
orderSchema.index({ houseGuide: 1, createdAt: -1, _id: -1 });
orderSchema.index({ 'cash.receivedBy': 1, 'cash.handedOverAt': 1 });
orderSchema.index({ 'cash.receivedAt': 1 });
// Transfer orders by state and deadline: the expiry job's unpaid ones past it, and the super admins' receipts to verify.
orderSchema.index({ 'transfer.state': 1, 'transfer.payBy': 1 }, { sparse: true });
// The orders written since a time: which kept sales days (models/SalesDay.ts) are stale.
orderSchema.index({ updatedAt: 1 });

export type OrderDoc = InferSchemaType<typeof orderSchema>;
/** One line of an order, with the _id its subdocument keeps (claims and replacements point at it). */
export type LeanOrderLine = OrderDoc['lines'][number] & { _id: Types.ObjectId };
/** An Order as `.lean()` reads it. */
export type LeanOrder = Omit<Lean<OrderDoc>, 'lines'> & { lines: LeanOrderLine[] };
export const Order: Model<OrderDoc> = (models.Order as Model<OrderDoc>) ?? model('Order', orderSchema);
