import { listingMessages as m } from '../messages/listing';
import { sellerTermsViolation, type ListingTerms, type SellerTerms } from './seller-terms';

const plain: ListingTerms = { isManualImportCost: false, fastDelivery: false, platformEarningType: 'percent', percent: 10 };
const allowed: SellerTerms = { isManualImportCost: true, importCompanyFastDelivery: true, importCompanyMinPercent: 5, importCompanyMaxPercent: 30 };
const bare: SellerTerms = {};

describe('sellerTermsViolation', () => {
  test.each<[string, Partial<ListingTerms>, SellerTerms, ReturnType<typeof sellerTermsViolation>]>([
    ['a plain listing of a seller with the defaults', {}, bare, null],
    ['everything the record allows', { isManualImportCost: true, fastDelivery: true, percent: 30 }, allowed, null],
    ['the range ends are inside', { percent: 5 }, allowed, null],
    ['a manual cost without the permission (the review: importCost 0)', { isManualImportCost: true }, { ...allowed, isManualImportCost: false }, { field: 'isManualImportCost', message: m.manualImportCostNotAllowed }],
    ['a manual cost, record without the field', { isManualImportCost: true }, bare, { field: 'isManualImportCost', message: m.manualImportCostNotAllowed }],
    ['fast delivery without the permission', { fastDelivery: true }, { ...allowed, importCompanyFastDelivery: false }, { field: 'fastDelivery', message: m.fastDeliveryNotAllowed }],
    ['a percent under the minimum', { percent: 4.99 }, allowed, { field: 'percent', message: m.percentOutsideSellerRange(5, 30) }],
    ['a percent over the maximum', { percent: 31 }, allowed, { field: 'percent', message: m.percentOutsideSellerRange(5, 30) }],
    ['a percent over a maximum of 0', { percent: 1 }, { importCompanyMaxPercent: 0 }, { field: 'percent', message: m.percentOutsideSellerRange(0, 0) }],
    ['a fixed earning is not bounded by the percent range', { platformEarningType: 'fixed', percent: 0 }, allowed, null],
  ])('%s', (_name, listing, seller, expected) => expect(sellerTermsViolation({ ...plain, ...listing }, seller)).toEqual(expected));
});
