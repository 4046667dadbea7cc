import { receiptFromToken, receiptToken, RECEIPT_LINK_TTL_S } from './receipt-token';
import { sniffReceipt } from './receipt-kind';

const key = Buffer.alloc(32, 7);
const ORDER = '0123456789abcdef01234567';
const RECEIPT = 'fedcba9876543210fedcba98';

describe('receipt links', () => {
  const now = Date.UTC(2026, 10, 27, 12);
  test('a link opens its receipt until it expires', () => {
    const token = receiptToken(ORDER, RECEIPT, key, now);
    expect(receiptFromToken(token, key, now + 1000)).toEqual({ orderId: ORDER, receipt: RECEIPT });
    expect(receiptFromToken(token, key, now + (RECEIPT_LINK_TTL_S + 1) * 1000)).toBeNull();
  });
  test('a link changed in any part, or signed with another key, opens nothing', () => {
    const token = receiptToken(ORDER, RECEIPT, key, now);
    const [o, r, e, sig] = token.split('.');
    for (const forged of [
      `${o}.${'0'.repeat(24)}.${e}.${sig}`,
      `${'1'.repeat(24)}.${r}.${e}.${sig}`,
      `${o}.${r}.${Number(e) + 3600}.${sig}`,
      `${o}.${r}.${e}.${'A'.repeat(22)}`,
      `${o}.${r}.${e}`,
      `${token}.x`,
    ])
      expect(receiptFromToken(forged, key, now)).toBeNull();
    expect(receiptFromToken(token, Buffer.alloc(32, 8), now)).toBeNull();
  });
});

describe('a receipt’s type is read from its bytes', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
  test.each<[string, Buffer, string | null]>([
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'jpeg'],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'png'],
    ['a whole PDF', pdf, 'pdf'],
    ['a PDF header without its end (a fragment, or another file behind the header)', Buffer.from('%PDF-1.4\n<html><script>', 'latin1'), null],
    ['HTML named receipt.png', Buffer.from('<html><script>alert(1)</script></html>'), null],
    ['a text file', Buffer.from('pagado 100 USD'), null],
    ['nothing', Buffer.alloc(0), null],
  ])('%s → %p', (_name, bytes, kind) => expect(sniffReceipt(bytes)).toBe(kind));
});
