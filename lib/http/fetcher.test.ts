import { ApiError, isSuccessStatus, parseJson, toApiError } from './fetcher';

describe('isSuccessStatus', () => {
  test.each<[number, boolean]>([
    [199, false],
    [200, true],
    [201, true],
    [204, true],
    [208, true],
    [209, false],
    [226, true],
    [304, false],
    [400, false],
    [500, false],
  ])('%i → %s', (status, ok) => expect(isSuccessStatus(status)).toBe(ok));
});

describe('toApiError', () => {
  test('reads errorType and message', () => {
    const error = toApiError(400, { errorType: 1, message: 'Contraseña incorrecta.', index: 2 });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errorType: 1, message: 'Contraseña incorrecta.' });
    expect(error.body).toEqual({ errorType: 1, message: 'Contraseña incorrecta.', index: 2 });
  });
  test.each<[unknown]>([[null], ['texto'], [[1, 2]], [{ errorType: '0', message: 5 }]])('odd body %j', (body) => {
    const error = toApiError(500, body);
    expect(error.errorType).toBeUndefined();
    expect(error.message).toBe('');
    expect(error.status).toBe(500);
  });
});

describe('parseJson', () => {
  test.each<[string, unknown]>([
    ['', null],
    ['  ', null],
    ['{"a":1}', { a: 1 }],
    ['<html>', null],
    ['null', null],
  ])('%j', (text, value) => expect(parseJson(text)).toEqual(value));
});
