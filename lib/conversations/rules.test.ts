import type { Viewer } from '../auth/roles';
import {
  canOpenOrderConversation,
  checkMessageText,
  conversationKey,
  MAX_MESSAGE_LENGTH,
  otherSide,
  previewOf,
  PREVIEW_LENGTH,
  shouldNotifyAway,
  sideOf,
} from './rules';

const person = (id: string, flags: Partial<NonNullable<Viewer>> = {}): Viewer => ({
  _id: id,
  isImportCompany: false,
  isImportAdmin: false,
  isSuperAdmin: false,
  ...flags,
});

const buyerA = person('a');
const buyerB = person('b');
const seller = person('s', { isImportCompany: true });
const orderAdmin = person('o', { isImportAdmin: true });
const superAdmin = person('x', { isSuperAdmin: true });
const ofA = { buyer: 'a' };

describe('who reads and writes a conversation, and from which side', () => {
  test.each<[string, Viewer, 'buyer' | 'store' | null]>([
    ['its buyer', buyerA, 'buyer'],
    ['another buyer', buyerB, null],
    ['a seller', seller, null],
    ['an order admin', orderAdmin, 'store'],
    ['a super admin', superAdmin, 'store'],
    ['a visitor', null, null],
    ['an admin who is its buyer', person('a', { isImportAdmin: true }), 'buyer'],
  ])('%s', (_, viewer, side) => expect(sideOf(viewer, ofA)).toBe(side));

  test.each<[string, Viewer, boolean]>([
    ['the order buyer', buyerA, true],
    ['another buyer', buyerB, false],
    ['an order admin', orderAdmin, false],
    ['a super admin', superAdmin, false],
    ['a visitor', null, false],
  ])('only the order buyer opens its conversation: %s', (_, viewer, allowed) => expect(canOpenOrderConversation(viewer, 'a')).toBe(allowed));
});

describe('message text', () => {
  test.each<[string, unknown, ReturnType<typeof checkMessageText>]>([
    ['trimmed', '  hola  ', { ok: true, text: 'hola' }],
    ['blank', ' \n\t ', { ok: false, error: 'required' }],
    ['empty', '', { ok: false, error: 'required' }],
    ['not a string', 42, { ok: false, error: 'required' }],
    ['missing', undefined, { ok: false, error: 'required' }],
    ['CRLF kept as one line break', 'a\r\nb', { ok: true, text: 'a\nb' }],
    ['control characters removed', 'a\u0000b\u0007c', { ok: true, text: 'abc' }],
    ['HTML kept verbatim as text', '<b>hola</b> & <script>x</script>', { ok: true, text: '<b>hola</b> & <script>x</script>' }],
    ['exactly the limit', 'a'.repeat(MAX_MESSAGE_LENGTH), { ok: true, text: 'a'.repeat(MAX_MESSAGE_LENGTH) }],
    ['one over the limit', 'a'.repeat(MAX_MESSAGE_LENGTH + 1), { ok: false, error: 'tooLong' }],
    ['the limit counted after trimming', ` ${'a'.repeat(MAX_MESSAGE_LENGTH)} `, { ok: true, text: 'a'.repeat(MAX_MESSAGE_LENGTH) }],
    ['emoji count as one character each', '😀'.repeat(MAX_MESSAGE_LENGTH), { ok: true, text: '😀'.repeat(MAX_MESSAGE_LENGTH) }],
  ])('%s', (_, raw, expected) => expect(checkMessageText(raw)).toEqual(expected));
});

test('preview: one line, cut with an ellipsis', () => {
  expect(previewOf('hola\n\n  qué tal')).toBe('hola qué tal');
  const long = previewOf('x'.repeat(PREVIEW_LENGTH + 10));
  expect([...long]).toHaveLength(PREVIEW_LENGTH);
  expect(long.endsWith('…')).toBe(true);
});

test('keys: one conversation per order, one support conversation per buyer', () => {
  expect(conversationKey('order', 'a', 'o1')).toBe('order:o1');
  expect(conversationKey('support', 'a')).toBe('support:a');
  expect(otherSide('buyer')).toBe('store');
  expect(otherSide('store')).toBe('buyer');
});

test.each<[number, boolean, boolean]>([
  [1, false, true],
  [1, true, false],
  [2, false, false],
  [0, false, false],
])('away notice for unread %i, connected %s → %s', (unread, connected, expected) => expect(shouldNotifyAway(unread, connected)).toBe(expected));
