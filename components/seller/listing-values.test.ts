import { messages } from '@/lib/messages';
import { emptyListing, errorsStillStanding, pricingPreview, tagTotal, validateListing } from './listing-values';

const rates = { airRatePerKg: 12, seaRatePerKg: 4 };
const valid = { ...emptyListing(), name: 'Olla', price: 25, category: '0123456789abcdef01234567' };

describe('validateListing (the API schema, shared)', () => {
  test('a new listing needs a name, a price and a category', () => {
    const result = validateListing(emptyListing());
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.name).toBe(messages.listing.nameRequired);
      expect(result.errors.price).toBe(messages.listing.price(0.01, 100_000));
      expect(result.errors.category).toBe(messages.listing.categoryRequired);
    }
  });

  test('complete values pass and keep their fields', () => {
    const result = validateListing(valid);
    expect(result.ok && result.listing.name).toBe('Olla');
  });

  test('errors keep their nested path', () => {
    const result = validateListing({ ...valid, availableCountByTags: [{ size: 'M', color: 'rojo', availableCount: -1 }] });
    expect(!result.ok && result.errors['availableCountByTags.0.availableCount']).toBe(messages.listing.availableCount);
  });
});

describe('errorsStillStanding (the messages under the fields after a failed submit)', () => {
  const submitted = emptyListing();
  const shown = (() => {
    const result = validateListing(submitted);
    if (result.ok) throw new Error('an empty listing must fail');
    return result.errors;
  })();

  test('a field fixed since the submit loses its message; the others keep theirs', () => {
    const standing = errorsStillStanding(shown, submitted, { ...submitted, name: 'Olla' });
    expect(standing.name).toBeUndefined();
    expect(standing.price).toBe(messages.listing.price(0.01, 100_000));
    expect(standing.category).toBe(messages.listing.categoryRequired);
  });

  test('a field edited but still wrong keeps a message', () => {
    expect(errorsStillStanding(shown, submitted, { ...submitted, price: 0 }).price).toBe(messages.listing.price(0.01, 100_000));
  });

  test("an untouched field keeps a message the browser's check would not give (the server's)", () => {
    const fromServer = { name: 'Ya tiene un anuncio con ese nombre.' };
    const values = { ...valid };
    expect(errorsStillStanding(fromServer, values, { ...values, price: 30 })).toEqual(fromServer);
    expect(errorsStillStanding(fromServer, values, { ...values, name: 'Olla grande' })).toEqual({});
  });

  test('no message appears for a field the submit did not flag', () => {
    expect(errorsStillStanding({}, submitted, { ...submitted, points: -5 })).toEqual({});
  });
});

describe('pricingPreview', () => {
  test.each([
    [
      { price: 100, weight: 0.5, large: 30, height: 20, width: 10 },
      { importCost: 12, total: 112 },
    ],
    [
      { price: 100, weight: 2, shippingBySea: true },
      { importCost: 8, total: 108 },
    ],
    [
      { price: 100, isManualImportCost: true, importCost: 7.5 },
      { importCost: 7.5, total: 107.5 },
    ],
    [
      { price: NaN, weight: 1 },
      { importCost: 12, total: 12 },
    ],
  ])('%p → %p', (overrides, expected) => expect(pricingPreview({ ...valid, ...overrides }, rates)).toMatchObject(expected));

  test('platform earning and what the seller receives', () => {
    expect(pricingPreview({ ...valid, price: 115, percent: 15 }, rates)).toMatchObject({ platformEarning: 15, sellerReceives: 100 });
    expect(pricingPreview({ ...valid, price: 10, platformEarningType: 'fixed', fixedPlatformEarning: 2 }, rates)).toMatchObject({
      platformEarning: 2,
      sellerReceives: 8,
    });
  });
});

test('tagTotal ignores counts still being typed', () =>
  expect(
    tagTotal({
      availableCountByTags: [
        { size: 'S', color: '', availableCount: 3 },
        { size: 'M', color: '', availableCount: NaN },
      ],
    }),
  ).toBe(3));
