import type { ProductDto } from '@/lib/catalog/dto';
import { formatDecimal } from '@/lib/format';
import { messages } from '@/lib/messages';
import { formatUsd } from '@/lib/money';
import { distributorHref, isSoldOut, productHref, sellerName } from '@/components/product/product-display';
import { LIGHT_SCRIPT_BYTES } from './light-script';

/*
 * The light pages of data-saver mode as plain server-rendered HTML (pure string building): no
 * framework script, one small stylesheet inline, images behind a tap, and the page's own weight
 * printed at the bottom.
 */

const d = messages.dataSaver;
const WEIGHT_MARK = '\u0000peso\u0000';

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Tagged template that escapes every interpolated value except ones already built with `html`. */
export class Html {
  constructor(readonly text: string) {}
}
export function html(parts: TemplateStringsArray, ...values: unknown[]): Html {
  let out = parts[0];
  values.forEach((value, i) => {
    const items = Array.isArray(value) ? value : [value];
    out += items
      .map((item) => (item instanceof Html ? item.text : item === undefined || item === null || item === false ? '' : escapeHtml(String(item))))
      .join('');
    out += parts[i + 1];
  });
  return new Html(out);
}

/** A small, optimised copy of a local image (Next's image endpoint); other URLs as they are. */
export function lightImageSrc(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `/_next/image?url=${encodeURIComponent(url)}&w=384&q=75` : url;
}

/** The tap-to-load link that stands in for an image (the script swaps in the image; without script, it opens it). */
export function tapImage(url: string, alt: string): Html {
  if (!url) return html``;
  return html`<a class="img" href="${lightImageSrc(url)}" data-img data-alt="${alt}">${d.showImage}<span class="sr"> ${alt}</span></a>`;
}

/** One product of a light list: name (to its light page), price, AGOTADO, seller and a tap-to-load image. */
export function productItem(product: ProductDto): Html {
  const soldOut = isSoldOut(product);
  return html`<li>
    <a href="${productHref(product._id)}"><b>${product.name}</b></a>
    <span class="price">${formatUsd(product.totalPrice)}</span>${soldOut ? html` <span class="tag">${messages.product.soldOut}</span>` : ''}
    <small>${sellerName(product.user)}</small>${tapImage(product.mainImageUrl, d.imageOf(product.name))}
  </li>`;
}

/** A list of products, or the empty notice. */
export function productList(products: readonly ProductDto[]): Html {
  if (!products.length) return html`<p>${d.noProducts}</p>`;
  return html`<ul class="list">
    ${products.map(productItem)}
  </ul>`;
}

const STYLE = `body{margin:0;font:16px/1.4 system-ui,sans-serif;color:#1d2330;background:#f5f6f8}
header{background:#0b5fa5;color:#fff;padding:8px 12px;display:flex;flex-wrap:wrap;gap:8px;align-items:center}
header a{color:#fff;font-weight:700;text-decoration:none}header form{display:flex;gap:4px}
input{font:inherit;padding:6px 8px;border:0;border-radius:6px;min-width:0;flex:1}button{font:inherit;padding:6px 10px;border:0;border-radius:6px;background:#fff;color:#0b5fa5;font-weight:700}
main{padding:12px;max-width:720px;margin:auto}.list{list-style:none;padding:0;margin:0}.list li{background:#fff;margin:0 0 8px;padding:10px;border-radius:8px;display:grid;gap:2px}
.price{font-weight:700;color:#0b5fa5}.tag{background:#c62828;color:#fff;padding:0 6px;border-radius:4px;font-size:.8em;font-weight:700;width:max-content}
.img{font-size:.85em}main button{background:#0b5fa5;color:#fff}img{max-width:100%;height:auto;display:block}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
h1{font-size:1.3em;margin:.2em 0 .6em}nav a{margin-right:12px}footer{padding:12px;text-align:center;font-size:.85em;color:#555}`;

export type LightPageInput = { title: string; path: string; searchPhrase?: string; body: Html };

/** The whole light document, its weight (this HTML plus the script, before compression) printed in the footer. */
export function lightPage({ title, path, searchPhrase, body }: LightPageInput): string {
  const document = html`<!doctype html>
    <html lang="es">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${title} | Importa</title>
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/icon.svg" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content="#0b5fa5" />
        <style>
          ${new Html(STYLE)}
        </style>
        <script src="/ahorro/ahorro.js" defer></script>
      </head>
      <body>
        <header>
          <a href="/" aria-label="${messages.layout.home}">Importa</a>
          <form role="search" action="/" method="get">
            <label class="sr" for="q">${messages.layout.searchLabel}</label
            ><input id="q" name="searchPhrase" type="search" value="${searchPhrase ?? ''}" placeholder="${messages.layout.searchPlaceholder}" /><button>
              ${messages.layout.searchSubmit}
            </button>
          </form>
          <form action="/ahorro/off" method="get"><input type="hidden" name="next" value="${path}" /><button>${d.turnOff}</button></form>
        </header>
        <main id="contenido">
          <p class="sr">${d.light}</p>
          ${body}
        </main>
        <footer><p>${new Html(WEIGHT_MARK)}</p></footer>
      </body>
    </html>`.text;
  return withWeight(document);
}

/** Put the page's weight in place: the number's own characters are part of the weight, so settle it in two passes. */
function withWeight(document: string): string {
  const bytes = (text: string) => new TextEncoder().encode(text).length;
  let label = d.weight('0');
  for (let pass = 0; pass < 2; pass++) {
    const total = bytes(document.replace(WEIGHT_MARK, escapeHtml(label))) + LIGHT_SCRIPT_BYTES;
    label = d.weight(formatDecimal(Math.ceil(total / 102.4) / 10, 1));
  }
  return document.replace(WEIGHT_MARK, escapeHtml(label));
}

/** The HTTP answer of a light page: HTML, never stored by shared caches (it depends on a cookie). */
export function lightResponse(page: string, status = 200): Response {
  return new Response(page, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache', vary: 'Cookie' } });
}

export { distributorHref, productHref };
