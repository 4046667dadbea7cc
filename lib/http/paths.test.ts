import { paths, withQuery } from './paths';

describe('withQuery', () => {
  test.each<[Record<string, string | number | boolean | null | undefined>, string]>([
    [{}, '/x'],
    [{ a: 1, b: 'dos' }, '/x?a=1&b=dos'],
    [{ a: undefined, b: null, c: '', d: false }, '/x?d=false'],
    [{ q: 'a b&c' }, '/x?q=a+b%26c'],
  ])('%j', (query, expected) => expect(withQuery('/x', query)).toBe(expected));
});

describe('paths', () => {
  test.each<[string, string]>([
    [paths.account.login(), '/api/accountImport/login'],
    [paths.account.register(), '/api/accountImport'],
    [
      paths.account.confirmRegister('a@b.cu', 'Ana Pérez', '+5351234567'),
      '/api/accountImport/confirmRegister/a%40b.cu/a%40b.cu/Ana%20P%C3%A9rez/%2B5351234567',
    ],
    [paths.account.resendRegisterCode('a@b.cu'), '/api/accountImport/confirmRegister/a%40b.cu/a%40b.cu'],
    [paths.account.recoverPassword('a@b.cu'), '/api/accountImport/recoverPassword/a%40b.cu'],
    [paths.account.recoverPassword(), '/api/accountImport/recoverPassword'],
    [paths.account.getUserWithToken(), '/api/accountImport/getUserWithToken'],
    [paths.account.updateCart(), '/api/accountImport/updateCart'],
    [paths.account.updateDeliveryAddresses(), '/api/accountImport/updateDeliveryAddresses'],
    [paths.account.couponInfo('ABC123'), '/api/accountImport/getCouponInfo?couponInfo=ABC123'],
    [paths.products.one('abc'), '/api/productsImport/abc'],
    [paths.products.one('abc', 'session-1'), '/api/productsImport/abc?sessionId=session-1'],
    [paths.products.topSellers('La Habana'), '/api/productsImport/?page=1&limit=15&topSellProducts=true&region=La+Habana'],
    [paths.products.ofUser('u1', 2), '/api/productsImport/ofuser/u1/-1?page=2&limit=10'],
    [paths.products.ofDistributor('d1', 1), '/api/productsImport/ofdistributor/d1?page=1&limit=10'],
    [paths.categories.list(), '/api/categoriesImport?limit=100'],
    [paths.orders.payCheckout('o1'), '/api/orders/payCheckout?orderId=o1'],
    [paths.orders.cancelOrder('o1'), '/api/orders/cancelOrder/o1'],
    [paths.orders.ofUser('u1', { page: 1, limit: 20 }), '/api/orders/ofuser/u1?page=1&limit=20'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});
