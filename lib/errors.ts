import { messages as m } from './messages';

type ErrorSpec = { status: number; errorType?: number; message: string | ((n: number) => string) };

/**
 * The one table of expected failures: code → HTTP status, the spec's errorType and the Spanish text.
 * Counted messages (limits) are functions of the number the rule reports.
 */
const ERRORS = {
  // Access (catalogue.md §8, login and register; errorType as the client reads it)
  unknownUser: { status: 400, errorType: 0, message: m.login.unknownUser },
  wrongPassword: { status: 400, errorType: 1, message: m.login.wrongPassword },
  registerAlreadyRegistered: { status: 400, errorType: 0, message: m.register.alreadyRegistered },
  registerEmailRegistered: { status: 400, errorType: 1, message: m.register.alreadyRegistered },
  registerBadEmail: { status: 400, errorType: 2, message: m.register.badEmail },
  usernameInUse: { status: 400, errorType: 0, message: m.register.usernameInUse },
  emailInUse: { status: 400, errorType: 1, message: m.register.emailInUse },
  codeMismatch: { status: 400, errorType: 3, message: m.register.codeMismatch },
  recoverUnknownEmail: { status: 400, errorType: 0, message: m.recover.unknownEmail },
  recoverSendFailed: { status: 400, errorType: 1, message: m.recover.sendFailed },
  recoverCodeMismatch: { status: 400, errorType: 0, message: m.recover.codeMismatch },
  passwordTooLong: { status: 400, message: m.server.passwordTooLong },
  codeExpired: { status: 400, message: m.server.codeExpired },
  // Coupon (buying.md §7)
  ownCoupon: { status: 400, errorType: 3, message: m.coupon.own },
  couponInvalid: { status: 400, message: m.coupon.invalid },
  // Order creation, checks in the order of buying.md §5; errorType 0 is reserved for the stock answer
  noAddress: { status: 400, message: m.checkout.noAddress },
  noPaymentMethod: { status: 400, message: m.checkout.noPaymentMethod },
  noCurrency: { status: 400, message: m.checkout.noCurrency },
  regionNotServed: { status: 400, message: m.checkout.regionNotServed },
  sellerNotDeliveringProvince: { status: 400, message: m.checkout.sellerNotDeliveringProvince },
  emptyCart: { status: 400, message: m.checkout.emptyCart },
  // Issue 7: a paused zone (after the province check), the cash tendered, the delivery code
  zonePaused: { status: 400, errorType: 4, message: m.zones.refusedGeneric },
  cashTendered: { status: 400, errorType: 5, message: m.cash.tenderedInvalid },
  deliveryCodeWrong: { status: 400, errorType: 6, message: (left: number) => m.tracking.codeWrong(left) },
  deliveryCodeLocked: { status: 423, errorType: 7, message: m.tracking.codeLocked },
  notDeliverable: { status: 409, message: m.tracking.notDeliverable },
  paymentNotCash: { status: 409, message: m.cash.notCash },
  paymentNotRefundable: { status: 409, message: m.cash.notRefundable },
  zoneDuplicate: { status: 409, message: m.zones.duplicate },
  orderStock: { status: 400, errorType: 0, message: m.checkout.stockFailed },
  // Cart and add-to-cart limits (lib/cart/limits.ts)
  maxCountAdd: { status: 400, message: m.addToCart.maxCount },
  maxCountCart: { status: 400, message: m.cart.maxCount },
  availableCount: { status: 400, message: m.addToCart.availableCount },
  sizeColorCount: { status: 400, message: m.addToCart.sizeColorCount },
  notAvailable: { status: 400, message: m.addToCart.notAvailable },
  // Delivery calendar: the service passes the rule's exact message (lib/delivery/calendar.ts)
  deliveryCalendar: { status: 400, message: m.calendar.invalidDate },
  // Orders
  paymentObservationRequired: { status: 400, message: m.orders.paymentObservationRequired },
  paymentObservationTooLong: { status: 400, message: m.orders.paymentObservationTooLong },
  invalidTransition: { status: 409, message: m.orders.invalidTransition },
  houseGuideInvalid: { status: 400, message: m.orders.houseGuideRequired },
  ordersForbidden: { status: 403, message: m.orders.forbidden },
  // Generic
  validation: { status: 400, message: m.server.validation },
  unauthenticated: { status: 401, message: m.server.unauthenticated },
  forbidden: { status: 403, message: m.server.forbidden },
  notFound: { status: 404, message: m.server.notFound },
  conflict: { status: 409, message: m.server.conflict },
  rateLimited: { status: 429, message: m.server.rateLimited },
  internal: { status: 500, message: m.server.internal },
  unavailable: { status: 503, message: m.server.unavailable },
} as const satisfies Record<string, ErrorSpec>;

type Table = typeof ERRORS;
export type ErrorCode = keyof Table;
/** Codes whose message needs a number (the limit reached). */
export type CountedErrorCode = { [K in ErrorCode]: Table[K]['message'] extends string ? never : K }[ErrorCode];
export type PlainErrorCode = Exclude<ErrorCode, CountedErrorCode>;

export type AppErrorOptions = {
  /** Extra fields merged into the JSON body, e.g. `{ cart }` for orderStock. */
  details?: Record<string, unknown>;
  /** A rule's own message from lib/messages.ts, replacing the table's (e.g. the calendar window). */
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
