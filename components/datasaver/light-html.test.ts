import type { ProductDto } from '@/lib/catalog/dto';
import { escapeHtml, html, lightImageSrc, lightPage, productItem } from './light-html';
import { LIGHT_SCRIPT_BYTES } from './light-script';

const product = {
  _id: 'a'.repeat(24),
  name: 'Olla <arrocera> "grande"',
  totalPrice: 25.5,
  available: false,
  availableCount: 3,
  mainImageUrl: '/demo/olla.webp',
  user: { _id: 'b'.repeat(24), name: 'Ana', lastName: 'Pérez', importCompanyName: 'Tienda A', profilePictureUrl: '' },
} as unknown as ProductDto;

describe('light pages', () => {
  test('every text is escaped', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(html`<p>${'<b>'}${html`<i>ok</i>`}</p>`.text).toBe('<p>&lt;b&gt;<i>ok</i></p>');
  });

  test('a product item: link, price, AGOTADO, seller, and its image only behind a tap', () => {
    const item = productItem(product).text;
    expect(item).toContain(`href="/products/detail/${'a'.repeat(24)}"`);
    expect(item).toContain('Olla &lt;arrocera&gt; &quot;grande&quot;');
    expect(item).toContain('25.50 USD');
    expect(item).toContain('AGOTADO');
    expect(item).toContain('Tienda A');
    expect(item).not.toContain('<img');
    expect(item).toContain(`href="${lightImageSrc('/demo/olla.webp').replace(/&/g, '&amp;')}" data-img`);
  });

  test('the page prints its own weight: its HTML plus its one script', () => {
    const page = lightPage({ title: 'Inicio', path: '/', body: html`<p>${'x'.repeat(3000)}</p>` });
    // A decimal point, as prices write it: '3.4 KB', not '3,4 KB'.
    const printed = /Esta página pesa (\d+\.\d) KB/.exec(page)?.[1];
    const kb = Number(printed);
    const actual = (new TextEncoder().encode(page).length + LIGHT_SCRIPT_BYTES) / 1024;
    expect(kb).toBeGreaterThanOrEqual(actual);
    expect(kb - actual).toBeLessThan(0.1);
    expect(page).not.toMatch(/<script>/); // no inline script: one external file only
    expect(page).toContain('<script src="/ahorro/ahorro.js" defer></script>');
  });
});
