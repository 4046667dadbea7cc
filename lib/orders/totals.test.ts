import { lineCouponDiscount, orderTotal, walletUse, type OrderAmounts } from './totals';

const zero: OrderAmounts = { totalProductsPrice: 0, totalDeliveryCost: 0, airWaybill: 0, walletPayment: 0, totalProductsCouponDiscount: 0 };

describe('order total', () => {
  test.each<[string, Partial<OrderAmounts>, number]>([
    ['products only', { totalProductsPrice: 100 }, 100],
    ['+ delivery + air waybill', { totalProductsPrice: 100, totalDeliveryCost: 5, airWaybill: 25 }, 130],
    ['− wallet − coupon', { totalProductsPrice: 100, walletPayment: 30, totalProductsCouponDiscount: 5 }, 65],
    [
      '− cancelled price + cancelled wallet + cancelled discount',
      { totalProductsPrice: 100, walletPayment: 30, totalProductsCouponDiscount: 5, totalProductsCancelled: { price: 40, wallet: 10, discount: 2 } },
      37,
    ],
    ['cents math: 0.1 + 0.2', { totalProductsPrice: 0.1, totalDeliveryCost: 0.2 }, 0.3],
    [
      'everything',
      {
        totalProductsPrice: 59.97,
        totalDeliveryCost: 2.5,
        airWaybill: 18.75,
        walletPayment: 10.01,
        totalProductsCouponDiscount: 3,
        totalProductsCancelled: { price: 19.99, wallet: 1, discount: 1 },
      },
      50.22,
    ],
    ['all zero', {}, 0],
  ])('%s', (_, amounts, total) => expect(orderTotal({ ...zero, ...amounts })).toBe(total));
});

describe('coupon discount per line: price × percent, per unit in cents, × count', () => {
  test.each([
    [{ price: 100, count: 2, applyDiscount: true }, 5, 10],
    [{ price: 19.99, count: 3, applyDiscount: true }, 5, 3],
    [{ price: 10.1, count: 1, applyDiscount: true }, 5, 0.51],
    [{ price: 100, count: 2, applyDiscount: false }, 5, 0],
    [{ price: 100, count: 1, applyDiscount: true }, 0, 0],
    [{ price: 100, count: 1, applyDiscount: true }, 150, 100],
  ])('%p at %p% → %p', (line, percent, discount) => expect(lineCouponDiscount(line, percent)).toBe(discount));
});

describe('wallet use', () => {
  test.each([
    [100, 30, 30],
    [20, 30, 20],
    [0, 30, 0],
    [1000, 800, 500],
    [50, -5, 0],
    [0.1 + 0.2, 1, 0.3],
  ])('balance %p, due %p → %p', (balance, due, used) => expect(walletUse(balance, due)).toBe(used));
});
