import { base64UrlToBytes, pushStartStep, vapidPublicKey, type PushContext } from './push-subscription';

test.each<[string, number[]]>([
  ['AQID', [1, 2, 3]],
  ['_-8', [255, 239]],
  ['AA', [0]],
])('%j', (text, bytes) => expect([...base64UrlToBytes(text)]).toEqual(bytes));

describe('vapidPublicKey', () => {
  const doc = (content: string | null) =>
    ({
      querySelector: (selector: string) => (selector === 'meta[name="vapid-public-key"]' && content !== null ? { content } : null),
    }) as unknown as Pick<Document, 'querySelector'>;

  test.each<[string | null, string | null]>([
    ['BPk3xyz', 'BPk3xyz'],
    ['  BPk3xyz ', 'BPk3xyz'],
    ['', null],
    [null, null],
  ])('meta content %j → %j', (content, key) => expect(vapidPublicKey(doc(content))).toBe(key));
});

describe('pushStartStep', () => {
  const ready: PushContext = { signedIn: true, supported: true, hasKey: true, permission: 'default', dismissed: false };
  test.each<[string, Partial<PushContext>, ReturnType<typeof pushStartStep>]>([
    ['a signed-in user who has not answered is asked', {}, 'ask'],
    ['a visitor is not asked', { signedIn: false }, 'none'],
    ['not asked again after AHORA NO', { dismissed: true }, 'none'],
    ['not asked when the browser was already refused', { permission: 'denied' }, 'none'],
    ['granted: the subscription is renewed silently', { permission: 'granted' }, 'subscribe'],
    ['granted but dismissed earlier: still renewed', { permission: 'granted', dismissed: true }, 'subscribe'],
    ['no push in this browser', { supported: false }, 'none'],
    ['push not configured on the server', { hasKey: false, permission: 'granted' }, 'none'],
  ])('%s', (_, change, step) => expect(pushStartStep({ ...ready, ...change })).toBe(step));
});
