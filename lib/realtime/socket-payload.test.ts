import { handshakeToken, isOwnPayload } from './server';

test('the handshake token is read only when sent as text', () => {
  expect(handshakeToken({ token: 'abc' })).toBe('abc');
  expect(handshakeToken({ token: 42 })).toBeNull();
  expect(handshakeToken({})).toBeNull();
  expect(handshakeToken(undefined)).toBeNull();
  expect(handshakeToken(null)).toBeNull();
});

test("a join or leave request counts only when it names the socket's own user", () => {
  expect(isOwnPayload({ userId: 'u1' }, 'u1')).toBe(true);
  expect(isOwnPayload({ userId: 'u2' }, 'u1')).toBe(false);
  expect(isOwnPayload('u1', 'u1')).toBe(false);
  expect(isOwnPayload(null, 'u1')).toBe(false);
  // A socket whose user is not known yet joins nothing, even with a payload to match.
  expect(isOwnPayload({ userId: undefined }, undefined)).toBe(false);
  expect(isOwnPayload({ userId: '' }, '')).toBe(false);
});
