import { env } from '../env';
import type { ImportRates } from './import-cost';

/** The freight rates of this store (USD per kg by air and by sea), from AIR_RATE_PER_KG and SEA_RATE_PER_KG. */
export function importRates(): ImportRates {
  const { AIR_RATE_PER_KG, SEA_RATE_PER_KG } = env();
  return { airRatePerKg: AIR_RATE_PER_KG, seaRatePerKg: SEA_RATE_PER_KG };
}
