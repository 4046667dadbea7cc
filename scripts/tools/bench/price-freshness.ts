import type { Figure } from './report';
import type { SuiteIds } from './suite-data';

/**
 * Goal 2's last clause: the product page, served from the cache, shows a price changed by its seller
 * (through the API, as the listing form does) on the very next request. The price is put back after.
 */
export async function priceFreshnessFigure(store: string, ids: SuiteIds): Promise<Figure> {
  const { signToken } = await import('@/lib/auth/token');
  const { formatUsd } = await import('@/lib/money');
  const headers = { authorization: signToken(ids.owner.id, ids.owner.sessionVersion), 'content-type': 'application/json' };
  const listing = (await (await fetch(`${store}/api/sellingData/listings/${ids.productId}`, { headers })).json()) as { price: number };
  const put = async (price: number) => {
    const answer = await fetch(`${store}/api/productsImport/${ids.productId}`, { method: 'PUT', headers, body: JSON.stringify({ ...listing, price }) });
    if (!answer.ok) throw new Error(`PUT ${answer.status}: ${await answer.text()}`);
    return ((await answer.json()) as { totalPrice: number }).totalPrice;
  };
  const page = () => fetch(store + ids.productPath);
  // Kept past its 60 s, the page answers STALE while it is rendered again behind that answer (a full
  // run gets here minutes after the warm-up): the write is made once the fresh copy is kept.
  let cached: string | null = null;
  for (let attempt = 0; attempt < 20 && cached !== 'HIT'; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 250));
    cached = (await page()).headers.get('x-nextjs-cache');
  }
  const totalPrice = await put(Math.round((listing.price + 1.37) * 100) / 100);
  const shown = (await (await page()).text()).includes(formatUsd(totalPrice));
  await put(listing.price);
  const pass = cached === 'HIT' && shown;
  return {
    figure: 'Página de producto: precio nuevo en la siguiente petición',
    store: `${cached === 'HIT' ? 'guardada' : `no guardada (${cached ?? 'sin caché'})`}; ${shown ? 'precio nuevo' : 'precio viejo'}`,
    baseline: '–',
    ratio: '–',
    goal: 'guardada; precio nuevo',
    pass,
  };
}
