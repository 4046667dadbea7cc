import { messages } from '../messages';
import { houseGuideSchema, validateHouseGuide } from './house-guide';

const ordersMessages = messages.orders;

describe('house guide', () => {
  test.each<[string | number | null | undefined, string | null]>([
    ['123456', null],
    [123456, null],
    [' 42 ', null],
    ['1'.repeat(20), null],
    ['1'.repeat(21), ordersMessages.houseGuideRequired],
    ['', ordersMessages.houseGuideRequired],
    [null, ordersMessages.houseGuideRequired],
    [undefined, ordersMessages.houseGuideRequired],
    ['12a4', ordersMessages.houseGuideNotNumber],
    ['-5', ordersMessages.houseGuideNotNumber],
    [1.5, ordersMessages.houseGuideNotNumber],
  ])('%p → %p', (input, message) => {
    const check = validateHouseGuide(input);
    expect(check).toEqual(message === null ? { ok: true, value: String(input).trim() } : { ok: false, message });
    const parsed = houseGuideSchema.safeParse(input);
    expect(parsed.success ? null : parsed.error.issues[0].message).toBe(message);
  });
});
