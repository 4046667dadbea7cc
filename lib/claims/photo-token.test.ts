import { deliveryPhotoToken } from '../tracking/token';
import { claimPhotoToken, photoOfToken } from './photo-token';

const key = Buffer.alloc(32, 7);
const orderId = 'a'.repeat(24);
const photo = 'b'.repeat(24);

describe('claim photo tokens', () => {
  test('a token opens its own photo', () => expect(photoOfToken(claimPhotoToken(orderId, photo, key), key)).toEqual({ orderId, photo }));
  test('another key, another photo, a changed signature or a delivery photo token open nothing', () => {
    const token = claimPhotoToken(orderId, photo, key);
    expect(photoOfToken(token, Buffer.alloc(32, 8))).toBeNull();
    expect(photoOfToken(token.replace(photo, 'c'.repeat(24)), key)).toBeNull();
    expect(photoOfToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, key)).toBeNull();
    expect(photoOfToken(deliveryPhotoToken(orderId, key), key)).toBeNull();
    expect(photoOfToken(`../${orderId}.${photo}.x`, key)).toBeNull();
  });
});
