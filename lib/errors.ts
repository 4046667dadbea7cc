import { addToCartMessages } from './messages/add-to-cart';
import { calendarMessages } from './messages/calendar';
import { cartMessages } from './messages/cart';
import { cashMessages } from './messages/cash';
import { checkoutMessages } from './messages/checkout';
import { claimsMessages } from './messages/claims';
import { couponMessages } from './messages/coupon';
import { loginMessages } from './messages/login';
import { offlineMessages } from './messages/offline';
import { ordersMessages } from './messages/orders';
import { recoverMessages } from './messages/recover';
import { registerMessages } from './messages/register';
import { reviewsMessages } from './messages/reviews';
import { serverMessages } from './messages/server';
import { screensMessages } from './messages/screens';
import { trackingMessages } from './messages/tracking';
import { transferMessages } from './messages/transfer';
import { zonesMessages } from './messages/zones';

type ErrorSpec = { status: number; errorType?: number; message: string | ((n: number) => string) };

/**
 * The one table of expected failures: code → HTTP status, the spec's errorType and the Spanish text.
 * Counted messages (limits) are functions of the number the rule reports.
 */
const ERRORS = {
  // Access (docs/contract/catalogue.md §8, login and register; errorType as the client reads it)
  unknownUser: { status: 400, errorType: 0, message: loginMessages.unknownUser },
  wrongPassword: { status: 400, errorType: 1, message: loginMessages.wrongPassword },
  registerAlreadyRegistered: { status: 400, errorType: 0, message: registerMessages.alreadyRegistered },
  registerEmailRegistered: { status: 400, errorType: 1, message: registerMessages.alreadyRegistered },
  registerBadEmail: { status: 400, errorType: 2, message: registerMessages.badEmail },
  usernameInUse: { status: 400, errorType: 0, message: registerMessages.usernameInUse },
  emailInUse: { status: 400, errorType: 1, message: registerMessages.emailInUse },
  codeMismatch: { status: 400, errorType: 3, message: registerMessages.codeMismatch },
  recoverUnknownEmail: { status: 400, errorType: 0, message: recoverMessages.unknownEmail },
  recoverSendFailed: { status: 400, errorType: 1, message: recoverMessages.sendFailed },
  recoverCodeMismatch: { status: 400, errorType: 0, message: recoverMessages.codeMismatch },
  passwordTooLong: { status: 400, message: serverMessages.passwordTooLong },
  codeExpired: { status: 400, message: serverMessages.codeExpired },
  // Coupon (docs/contract/buying.md §7)
  ownCoupon: { status: 400, errorType: 3, message: couponMessages.own },
  couponInvalid: { status: 400, message: couponMessages.invalid },
  // Order creation, checks in the order of docs/contract/buying.md §5; errorType 0 is reserved for the stock answer
  noAddress: { status: 400, message: checkoutMessages.noAddress },
  noPaymentMethod: { status: 400, message: checkoutMessages.noPaymentMethod },
  noCurrency: { status: 400, message: checkoutMessages.noCurrency },
  regionNotServed: { status: 400, message: checkoutMessages.regionNotServed },
  sellerNotDeliveringProvince: { status: 400, message: checkoutMessages.sellerNotDeliveringProvince },
  emptyCart: { status: 400, message: checkoutMessages.emptyCart },
  // Decision 7: a paused zone (after the province check), the cash tendered, the delivery code
  zonePaused: { status: 400, errorType: 4, message: zonesMessages.refusedGeneric },
  cashTendered: { status: 400, errorType: 5, message: cashMessages.tenderedInvalid },
  deliveryCodeWrong: { status: 400, errorType: 6, message: (left: number) => trackingMessages.codeWrong(left) },
  deliveryCodeLocked: { status: 423, errorType: 7, message: trackingMessages.codeLocked },
  notDeliverable: { status: 409, message: trackingMessages.notDeliverable },
  deliveryPhotoMissing: { status: 400, message: trackingMessages.photoMissing },
  // Verified reviews (lib/reviews/rules.ts)
  reviewNotBuyer: { status: 403, message: reviewsMessages.notBuyer },
  reviewOwnProduct: { status: 403, message: reviewsMessages.ownProduct },
  reviewNotDelivered: { status: 409, message: reviewsMessages.notDelivered },
  reviewExists: { status: 409, message: reviewsMessages.exists },
  reviewEditClosed: { status: 409, message: reviewsMessages.editClosed },
  reviewAlreadyAnswered: { status: 409, message: reviewsMessages.alreadyAnswered },
  reviewAlreadyHidden: { status: 409, message: reviewsMessages.alreadyHidden },
  reviewNotYourProduct: { status: 403, message: reviewsMessages.notYourProduct },
  // Payment by transfer (lib/transfer/rules.ts)
  transferDisabled: { status: 400, message: transferMessages.disabled },
  transferNotTransfer: { status: 409, message: transferMessages.notTransfer },
  transferNotAwaitingReceipt: { status: 409, message: transferMessages.notAwaitingReceipt },
  transferTooManyReceipts: { status: 409, message: (max: number) => transferMessages.tooManyReceipts(max) },
  transferNotUnderReview: { status: 409, message: transferMessages.notUnderReview },
  transferCannotCancel: { status: 409, message: transferMessages.cannotCancel },
  transferVerifyFirst: { status: 409, message: transferMessages.verifyFirst },
  transferReceiptType: { status: 400, message: transferMessages.receiptType },
  // Claims that end in a refund (lib/claims/rules.ts)
  claimNotBuyer: { status: 403, message: claimsMessages.notBuyer },
  claimOwnProduct: { status: 403, message: claimsMessages.ownProduct },
  claimNotDelivered: { status: 409, message: claimsMessages.notDelivered },
  claimWindowClosed: { status: 409, message: claimsMessages.windowClosed },
  claimAlreadyOpen: { status: 409, message: claimsMessages.alreadyOpen },
  claimFullyRefunded: { status: 409, message: claimsMessages.fullyRefunded },
  claimAlreadyResolved: { status: 409, message: claimsMessages.alreadyResolved },
  claimRefundTooLarge: { status: 400, message: claimsMessages.refundTooLargeGeneric },
  claimNotCardOrder: { status: 400, message: claimsMessages.notCardOrder },
  claimAmountInvalid: { status: 400, message: claimsMessages.amountInvalid },
  claimCardRefundFailed: { status: 502, message: claimsMessages.cardRefundFailed },
  claimCardRefundUnanswered: { status: 502, message: claimsMessages.cardRefundUnanswered },
  claimNoStock: { status: 409, message: claimsMessages.noStock },
  claimPhotoMissing: { status: 400, message: claimsMessages.photoMissing },
  paymentNotCash: { status: 409, message: cashMessages.notCash },
  cashBeforeConfirmation: { status: 409, message: cashMessages.notConfirmed },
  cashBeforeDelivery: { status: 409, message: cashMessages.collectBeforeDelivery },
  paymentNotRefundable: { status: 409, message: cashMessages.notRefundable },
  zoneDuplicate: { status: 409, message: zonesMessages.duplicate },
  orderStock: { status: 400, errorType: 0, message: checkoutMessages.stockFailed },
  // A price, the delivery cost or the cart changed since the buyer confirmed (lib/orders/seen-check.ts)
  orderChanged: { status: 400, errorType: 12, message: offlineMessages.orderChanged(offlineMessages.cartChanged) },
  // Cart and add-to-cart limits (lib/cart/limits.ts)
  maxCountAdd: { status: 400, message: addToCartMessages.maxCount },
  maxCountCart: { status: 400, message: cartMessages.maxCount },
  availableCount: { status: 400, message: addToCartMessages.availableCount },
  sizeColorCount: { status: 400, message: addToCartMessages.sizeColorCount },
  notAvailable: { status: 400, message: addToCartMessages.notAvailable },
  // Delivery calendar: the service passes the rule's exact message (lib/delivery/calendar.ts)
  deliveryCalendar: { status: 400, message: calendarMessages.invalidDate },
  // Orders
  paymentObservationRequired: { status: 400, message: ordersMessages.paymentObservationRequired },
  paymentObservationTooLong: { status: 400, message: ordersMessages.paymentObservationTooLong },
  invalidTransition: { status: 409, message: ordersMessages.invalidTransition },
  houseGuideInvalid: { status: 400, message: ordersMessages.houseGuideRequired },
  ordersForbidden: { status: 403, message: ordersMessages.forbidden },
  // Generic
  validation: { status: 400, message: serverMessages.validation },
  bodyTooLarge: { status: 413, message: serverMessages.bodyTooLarge },
  unauthenticated: { status: 401, message: serverMessages.unauthenticated },
  forbidden: { status: 403, message: serverMessages.forbidden },
  notFound: { status: 404, message: serverMessages.notFound },
  conflict: { status: 409, message: serverMessages.conflict },
  catalogWarming: { status: 503, message: screensMessages.catalogWarming },
  rateLimited: { status: 429, message: serverMessages.rateLimited },
  internal: { status: 500, message: serverMessages.internal },
  unavailable: { status: 503, message: serverMessages.unavailable },
  busy: { status: 503, message: serverMessages.busy },
} as const satisfies Record<string, ErrorSpec>;

type Table = typeof ERRORS;
export type ErrorCode = keyof Table;
/** Codes whose message needs a number (the limit reached). */
export type CountedErrorCode = { [K in ErrorCode]: Table[K]['message'] extends string ? never : K }[ErrorCode];
export type PlainErrorCode = Exclude<ErrorCode, CountedErrorCode>;

export type AppErrorOptions = {
  /** Extra fields merged into the JSON body, e.g. `{ cart }` for orderStock. */
  details?: Record<string, unknown>;
  /** A rule's own message from lib/messages, replacing the table's (e.g. the calendar window). */
  message?: string;
  count?: number;
  cause?: unknown;
};

/** An expected failure with a code from the table; the API turns it into the spec's answer. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errorType?: number;
  readonly details?: Record<string, unknown>;

  constructor(code: CountedErrorCode, options: AppErrorOptions & ({ count: number } | { message: string }));
  constructor(code: PlainErrorCode, options?: AppErrorOptions);
  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const spec: ErrorSpec = ERRORS[code];
    const text = typeof spec.message === 'string' ? spec.message : spec.message(options.count ?? 0);
    super(options.message ?? text, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = spec.status;
    if (spec.errorType !== undefined) this.errorType = spec.errorType;
    if (options.details) this.details = options.details;
  }
}

/** True when `value` is an AppError. */
export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** The error itself when it is an AppError, else a generic 'internal' one wrapping it as cause. */
export function asAppError(value: unknown): AppError {
  return isAppError(value) ? value : new AppError('internal', { cause: value });
}

/** HTTP status for an AppError. */
export function errorStatus(error: AppError): number {
  return error.status;
}

/** JSON body of the spec's error answer: `{ errorType?, message, ...details }`. */
export function errorBody(error: AppError): { errorType?: number; message: string } & Record<string, unknown> {
  const body: { errorType?: number; message: string } & Record<string, unknown> = { ...error.details, message: error.message };
  if (error.errorType !== undefined) body.errorType = error.errorType;
  return body;
}

/** Status, errorType and default message of a code, for tests and documentation. */
export function errorSpec(code: ErrorCode): { status: number; errorType?: number } {
  const spec: ErrorSpec = ERRORS[code];
  return spec.errorType === undefined ? { status: spec.status } : { status: spec.status, errorType: spec.errorType };
}
