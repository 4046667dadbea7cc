import { failuresOf } from './load';

describe('failuresOf', () => {
  it('counts a timed-out request once (autocannon counts it in errors and in timeouts)', () => {
    expect(failuresOf({ errors: 3, timeouts: 2, non2xx: 0 })).toEqual({ errors: 3, failures: 'tiempo agotado × 2, conexión fallida × 1' });
  });

  it('names each status other than 2xx with its count', () => {
    const result = { errors: 0, timeouts: 0, non2xx: 5, statusCodeStats: { '200': { count: 900 }, '404': { count: 1 }, '503': { count: 4 } } };
    expect(failuresOf(result)).toEqual({ errors: 5, failures: '404 × 1, 503 × 4' });
  });

  it('says nothing when every request was answered with 2xx', () => {
    expect(failuresOf({ errors: 0, timeouts: 0, non2xx: 0, statusCodeStats: { '200': { count: 10 } } })).toEqual({ errors: 0, failures: '' });
  });
});
