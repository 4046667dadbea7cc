import { findProducts } from './service';
import { searchTerms } from './query';

/** Most suggestions answered while the shopper types. */
export const MAX_SUGGESTIONS = 5;
/** Products read to find that many distinct names (several products may share a name). */
const SUGGESTION_READ = 12;

/**
 * GET /api/productsImport/suggest?q=: up to five product names matching the text typed so far
 * (same forgiving search as the list), text only so each answer is a few hundred bytes.
 */
export async function suggestProducts(phrase: string | undefined): Promise<{ suggestions: string[] }> {
  const terms = searchTerms(phrase);
  if (!terms.words.length && !terms.prefix) return { suggestions: [] };
  const products = await findProducts({ page: 1, limit: SUGGESTION_READ, promotedOnly: false, fastDelivery: false, possibleDiscount: false, ...terms });
  const names = [...new Set(products.map((product) => product.name.trim()))];
  return { suggestions: names.slice(0, MAX_SUGGESTIONS) };
}
