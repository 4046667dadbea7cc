import { listingMessages as m } from '../messages/listing';
import { fixedEarningRange, sellerTermsViolation, type ListingTerms, type SellerTerms } from './seller-terms';

const plain: ListingTerms = { isManualImportCost: false, fastDelivery: false, platformEarningType: 'percent', percent: 10, fixedPlatformEarning: 0, price: 50 };
const allowed: SellerTerms = { isManualImportCost: true, importCompanyFastDelivery: true, importCompanyMinPercent: 5, importCompanyMaxPercent: 30 };
const bare: SellerTerms = {};

describe('sellerTermsViolation', () => {
  test.each<[string, Partial<ListingTerms>, SellerTerms, ReturnType<typeof sellerTermsViolation>]>([
    ['a plain listing of a seller with the defaults', {}, bare, null],
    ['everything the record allows', { isManualImportCost: true, fastDelivery: true, percent: 30 }, allowed, null],
    ['the range ends are inside', { percent: 5 }, allowed, null],
    [
      'a manual cost without the permission (the review: importCost 0)',
      { isManualImportCost: true },
      { ...allowed, isManualImportCost: false },
      { field: 'isManualImportCost', message: m.manualImportCostNotAllowed },
    ],
    ['a manual cost, record without the field', { isManualImportCost: true }, bare, { field: 'isManualImportCost', message: m.manualImportCostNotAllowed }],
    [
      'fast delivery without the permission',
      { fastDelivery: true },
      { ...allowed, importCompanyFastDelivery: false },
      { field: 'fastDelivery', message: m.fastDeliveryNotAllowed },
    ],
    ['a percent under the minimum', { percent: 4.99 }, allowed, { field: 'percent', message: m.percentOutsideSellerRange(5, 30) }],
    ['a percent over the maximum', { percent: 31 }, allowed, { field: 'percent', message: m.percentOutsideSellerRange(5, 30) }],
    ['a percent over a maximum of 0', { percent: 1 }, { importCompanyMaxPercent: 0 }, { field: 'percent', message: m.percentOutsideSellerRange(0, 0) }],
    // The review: a seller held to 10-20 % listed 50 USD with a fixed earning of 0.
    [
      'a fixed earning of 0 under a minimum percent',
      { platformEarningType: 'fixed', fixedPlatformEarning: 0 },
      { importCompanyMinPercent: 10, importCompanyMaxPercent: 20 },
      { field: 'fixedPlatformEarning', message: m.fixedOutsideSellerRange(4.55, 8.33) },
    ],
    [
      'a fixed earning the percents allow',
      { platformEarningType: 'fixed', fixedPlatformEarning: 6.52 },
      { importCompanyMinPercent: 10, importCompanyMaxPercent: 20 },
      null,
    ],
    [
      'a fixed earning over the maximum percent',
      { platformEarningType: 'fixed', fixedPlatformEarning: 8.34 },
      { importCompanyMinPercent: 10, importCompanyMaxPercent: 20 },
      { field: 'fixedPlatformEarning', message: m.fixedOutsideSellerRange(4.55, 8.33) },
    ],
    ['a fixed earning of 0 for a seller with the defaults', { platformEarningType: 'fixed', fixedPlatformEarning: 0 }, bare, null],
    ['a fixed earning does not read the percent field', { platformEarningType: 'fixed', percent: 0, fixedPlatformEarning: 5 }, allowed, null],
  ])('%s', (_name, listing, seller, expected) => expect(sellerTermsViolation({ ...plain, ...listing }, seller)).toEqual(expected));

  test('a fixed earning takes what the same percents take of the price', () => {
    expect(fixedEarningRange(50, 15, 15)).toEqual({ min: 6.52, max: 6.52 });
    expect(fixedEarningRange(50, 10, 20)).toEqual({ min: 4.55, max: 8.33 });
    expect(fixedEarningRange(100, 0, 100)).toEqual({ min: 0, max: 50 });
  });
});
