import type { CardCurrency } from '../catalog/reference';
import { AppError } from '../errors';
import { messages } from '../messages';
import { CurrencyRate } from '@/models/CurrencyRate';

/** Units of `currency` per USD now (1 for usd); 400 'No se puede pagar en esa moneda…' when no rate is set. */
export async function currentRate(currency: CardCurrency): Promise<number> {
  if (currency === 'usd') return 1;
  const rate = await CurrencyRate.findOne({ currency }, 'value').lean();
  if (!rate || !(rate.value > 0)) throw new AppError('validation', { message: messages.payment.currencyUnavailable });
  return rate.value;
}
