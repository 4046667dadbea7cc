import { AppError, asAppError, errorBody, errorSpec, errorStatus, isAppError, type PlainErrorCode } from './errors';
import { messages as m } from './messages';

describe('each code answers with the spec status, errorType and message', () => {
  test.each<[PlainErrorCode, number, number | undefined, string]>([
    ['unknownUser', 400, 0, m.login.unknownUser],
    ['wrongPassword', 400, 1, m.login.wrongPassword],
    ['registerAlreadyRegistered', 400, 0, m.register.alreadyRegistered],
    ['registerBadEmail', 400, 2, m.register.badEmail],
    ['usernameInUse', 400, 0, m.register.usernameInUse],
    ['emailInUse', 400, 1, m.register.emailInUse],
    ['codeMismatch', 400, 3, m.register.codeMismatch],
    ['recoverUnknownEmail', 400, 0, m.recover.unknownEmail],
    ['recoverSendFailed', 400, 1, m.recover.sendFailed],
    ['recoverCodeMismatch', 400, 0, m.recover.codeMismatch],
    ['ownCoupon', 400, 3, m.coupon.own],
    ['couponInvalid', 400, undefined, m.coupon.invalid],
    ['orderStock', 400, 0, m.checkout.stockFailed],
    ['noAddress', 400, undefined, m.checkout.noAddress],
    ['noPaymentMethod', 400, undefined, m.checkout.noPaymentMethod],
    ['noCurrency', 400, undefined, m.checkout.noCurrency],
    ['regionNotServed', 400, undefined, m.checkout.regionNotServed],
    ['sellerNotDeliveringProvince', 400, undefined, m.checkout.sellerNotDeliveringProvince],
    ['emptyCart', 400, undefined, m.checkout.emptyCart],
    ['notAvailable', 400, undefined, m.addToCart.notAvailable],
    ['paymentObservationRequired', 400, undefined, m.orders.paymentObservationRequired],
    ['validation', 400, undefined, m.server.validation],
    ['passwordTooLong', 400, undefined, m.server.passwordTooLong],
    ['codeExpired', 400, undefined, m.server.codeExpired],
    ['unauthenticated', 401, undefined, m.server.unauthenticated],
    ['forbidden', 403, undefined, m.server.forbidden],
    ['ordersForbidden', 403, undefined, m.orders.forbidden],
    ['notFound', 404, undefined, m.server.notFound],
    ['conflict', 409, undefined, m.server.conflict],
    ['invalidTransition', 409, undefined, m.orders.invalidTransition],
    ['rateLimited', 429, undefined, m.server.rateLimited],
    ['internal', 500, undefined, m.server.internal],
    ['unavailable', 503, undefined, m.server.unavailable],
  ])('%s → %i, errorType %p', (code, status, errorType, message) => {
    const error = new AppError(code);
    expect(error.code).toBe(code);
    expect(errorStatus(error)).toBe(status);
    expect(errorSpec(code)).toEqual(errorType === undefined ? { status } : { status, errorType });
    expect(errorBody(error)).toEqual(errorType === undefined ? { message } : { errorType, message });
  });
});

describe('counted messages and overrides', () => {
  test.each([
    ['maxCountAdd', 5, m.addToCart.maxCount(5)],
    ['maxCountCart', 3, m.cart.maxCount(3)],
    ['availableCount', 2, m.addToCart.availableCount(2)],
    ['sizeColorCount', 1, m.addToCart.sizeColorCount(1)],
    ['paymentObservationTooLong', 200, m.orders.paymentObservationTooLong(200)],
  ] as const)('%s with %i', (code, count, message) => {
    expect(new AppError(code, { count }).message).toBe(message);
  });

  test('a rule message replaces the default', () => {
    const message = m.calendar.shortNotice(4);
    expect(new AppError('deliveryCalendar', { message }).message).toBe(message);
    expect(new AppError('deliveryCalendar').message).toBe(m.calendar.invalidDate);
  });

  test('details join the body but cannot replace message or errorType', () => {
    const cart = { products: [], points: 0 };
    const error = new AppError('orderStock', { details: { cart, message: 'x', errorType: 9 } });
    expect(errorBody(error)).toEqual({ cart, errorType: 0, message: m.checkout.stockFailed });
  });
});

describe('asAppError', () => {
  test('keeps an AppError', () => {
    const error = new AppError('notFound');
    expect(asAppError(error)).toBe(error);
  });
  test('wraps anything else as internal, keeping the cause', () => {
    const cause = new Error('boom');
    const wrapped = asAppError(cause);
    expect(isAppError(wrapped)).toBe(true);
    expect(wrapped.code).toBe('internal');
    expect(wrapped.cause).toBe(cause);
    expect(errorBody(wrapped)).toEqual({ message: m.server.internal });
  });
});
