import type { ProductDto } from '@/lib/catalog/dto';
import { messages } from '@/lib/messages';
import { formatUsd } from '@/lib/money';
import { isSoldOut, sellerName } from '@/components/product/product-display';
import { html, lightPage, productList, tapImage, type Html } from './light-html';

/** The three light pages of data-saver mode (pure: data in, HTML text out). */

const d = messages.dataSaver;
export const LIGHT_PAGE_SIZE = 20;

/** A link to the next or previous page of a list, keeping its query. */
function pager(path: string, query: URLSearchParams, page: number, hasMore: boolean): Html {
  const at = (n: number) => {
    const next = new URLSearchParams(query);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    const text = next.toString();
    return text ? `${path}?${text}` : path;
  };
  return html`<nav>${page > 1 ? html`<a href="${at(page - 1)}">${d.previous}</a>` : ''}${hasMore ? html`<a href="${at(page + 1)}">${d.more}</a>` : ''}</nav>`;
}

/** Home and search: the newest products (or the search's), 20 per page. */
export function lightHome(input: { products: ProductDto[]; categories: { _id: string; name: string }[]; query: URLSearchParams; page: number }): string {
  const phrase = input.query.get('searchPhrase') ?? '';
  const title = phrase ? messages.seo.search(phrase) : d.newest;
  const body = html`<h1>${title}</h1>
    ${productList(input.products)}${pager('/', input.query, input.page, input.products.length === LIGHT_PAGE_SIZE)}
    <details>
      <summary>${messages.layout.categories}</summary>
      <nav>${input.categories.map((c) => html`<a href="/?categoryId=${c._id}">${c.name}</a> `)}</nav>
    </details>`;
  const path = input.query.toString() ? `/?${input.query}` : '/';
  return lightPage({ title, path, searchPhrase: phrase, body });
}

/**
 * How to buy from a light product page: AÑADIR AL CARRITO (one unit, through ahorro.js for a
 * signed-in buyer; otherwise the form opens the full page), or, for a product whose size, colour or
 * delivery date must be chosen, one line saying that the full page does it.
 */
function lightBuy(product: ProductDto): Html | string {
  if (isSoldOut(product)) return '';
  const full = `/products/detail/${product._id}`;
  if (product.availableCountByTags.length > 0 || product.deliveryCalendar.allowed) {
    return html`<p>${messages.connection.lightHowToBuy} <a href="/ahorro/off?next=${encodeURIComponent(full)}">${d.turnOff}</a></p>`;
  }
  return html`<form
    action="/ahorro/off"
    method="get"
    data-buy="${product._id}"
    data-added="${messages.connection.lightAdded}"
    data-failed="${messages.cart.updateFailed}"
  >
    <input type="hidden" name="next" value="${full}" /><button>${messages.addToCart.addButton}</button> <output role="status"></output>
  </form>`;
}

/** A product: its facts and description, how to buy it, images behind taps. */
export function lightProduct(product: ProductDto): string {
  const images = [product.mainImageUrl, ...product.secondaryImagesUrl].filter(Boolean);
  const body = html`<article>
    <h1>${product.name}</h1>
    <p><span class="price">${formatUsd(product.totalPrice)}</span>${isSoldOut(product) ? html` <span class="tag">${messages.product.soldOut}</span>` : ''}</p>
    ${lightBuy(product)}
    <p>
      <a href="/?categoryId=${product.category._id}">${product.category.name}</a> · <a href="/distributor/${product.user._id}">${sellerName(product.user)}</a>
    </p>
    ${images.map((url, i) => html`<p>${tapImage(url, `${d.imageOf(product.name)} ${i + 1}`)}</p>`)}
    <p>${product.description}</p>
  </article>`;
  return lightPage({ title: product.name, path: `/products/detail/${product._id}`, body });
}

/** A seller's page: name, description and products, 20 per page. */
export function lightDistributor(input: {
  seller: { _id: string; name: string; description: string };
  products: ProductDto[];
  query: URLSearchParams;
  page: number;
}): string {
  const path = `/distributor/${input.seller._id}`;
  const body = html`<h1>${input.seller.name}</h1>
    <p>${input.seller.description}</p>
    ${productList(input.products)}${pager(path, input.query, input.page, input.products.length === LIGHT_PAGE_SIZE)}`;
  return lightPage({ title: input.seller.name, path, body });
}

/** The page number of a light list's query (1 when missing or invalid). */
export function pageOf(query: URLSearchParams): number {
  const n = Math.floor(Number(query.get('page')));
  return Number.isFinite(n) && n >= 1 && n <= 10_000 ? n : 1;
}
