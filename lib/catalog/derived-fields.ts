import { importCost, totalPrice, type ImportCostProduct, type ImportRates } from '../pricing/import-cost';
import { searchTokens } from './search-text';

/** What the derived fields are computed from: the pricing fields plus the searchable texts. */
export type DerivableProduct = ImportCostProduct & { name: string; description: string };

/** The fields the server derives and never takes from a body: search tokens and prices with import cost. */
export type DerivedFields = { searchTokens: string[]; importCost: number; totalPrice: number };

/** A product's derived fields: folded search tokens of name + description, import cost and total price in USD. */
export function derivedFields(product: DerivableProduct, rates: ImportRates): DerivedFields {
  return {
    searchTokens: searchTokens(product.name, product.description),
    importCost: importCost(product, rates),
    totalPrice: totalPrice(product, rates),
  };
}
