import { expect, test, type Page } from '@playwright/test';
import { colorName } from '../lib/catalog/color-name';
import { DEFAULT_PROVINCE } from '../lib/geo/provinces';
import { paths } from '../lib/http/paths';
import { messages as m } from '../lib/messages';
import { pickFastProduct, placeCashOrder } from './support/orders';
import { DESKTOP, PHONE, saveScreenshot, screenshotBothSizes } from './support/screenshots';
import { keepProvince, loginAs, openAs, pickProducts } from './support/shopper-fixtures';
import { settled } from './support/next-scripts';

/*
 * What a walk of the store as its users ran into: pages wider than a phone, tags over the picture,
 * the heart of a visitor, the listing form's errors, the availability switch, focus after the
 * login dialog and on the province picker, and colours named on cart and order lines.
 */

/**
 * The page's width and the window's (equal when nothing scrolls sideways); when the page is wider,
 * the first element past the window's edge, to say what to fix. A wide table inside its own
 * scrolling box does not widen the page.
 */
async function overflowOf(page: Page): Promise<{ page: number; window: number; widest: string }> {
  return page.evaluate(`(() => {
    const width = window.innerWidth;
    const pageWidth = document.documentElement.scrollWidth;
    let widest = '';
    if (pageWidth > width) {
      const clipped = (el) => {
        for (let at = el.parentElement; at; at = at.parentElement) if (getComputedStyle(at).overflowX !== 'visible') return true;
        return false;
      };
      for (const el of document.querySelectorAll('body *')) {
        const box = el.getBoundingClientRect();
        if (box.right > width + 1 && box.width > 0 && !widest && !clipped(el)) widest = el.tagName.toLowerCase() + '.' + String(el.className) + ' ' + Math.round(box.right);
      }
    }
    return { page: pageWidth, window: width, widest };
  })()`);
}

test.describe('at 375 px, no seller or admin page scrolls sideways', () => {
  test.use({ viewport: PHONE });
  const sellerPages = ['/myproducts', '/myproducts/create', '/selldashboard', '/delivers'];
  const adminPages = [
    '/orders',
    '/adminUsers',
    '/adminProducts',
    '/adminCategories',
    '/adminDistributors',
    '/adminZones',
    '/adminCash',
    '/finances',
    '/currencyExchange',
    '/exchangeHistory',
  ];

  for (const [role, pages] of [
    ['seller', sellerPages],
    ['superAdmin', adminPages],
  ] as const) {
    test(`${role}: ${pages.join(', ')}`, async ({ page, request }) => {
      test.setTimeout(150_000); // ten pages, each loaded until the network is quiet
      await keepProvince(page);
      const session = await loginAs(request, role);
      await openAs(page, session, pages[0]);
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const width = await overflowOf(page);
        expect({ path, ...width }).toEqual({ path, page: PHONE.width, window: PHONE.width, widest: '' });
        // The bottom tab bar is whole on screen.
        const bar = await page.getByRole('navigation', { name: m.layout.tabBar }).boundingBox();
        expect(bar && bar.x >= 0 && bar.x + bar.width <= PHONE.width + 0.5).toBe(true);
      }
      await page.goto('/myproducts');
      await page.waitForLoadState('networkidle');
      if (role === 'seller') await screenshotBothSizes(page, 'myproducts-phone-width');
    });
  }
});

test("a phone card's tags leave the picture free, and a tap on the picture opens the product", async ({ page }) => {
  await keepProvince(page);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  // A card with two tags or more (the import route is one of them on every card).
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('list', { name: m.product.tags }).getByRole('listitem').nth(1) })
    .first();
  await expect(card).toBeVisible();
  const tags = (await card.getByRole('list', { name: m.product.tags }).boundingBox())!;
  const picture = (await card.locator('img').first().boundingBox())!;
  const overlap =
    Math.max(0, Math.min(tags.y + tags.height, picture.y + picture.height) - Math.max(tags.y, picture.y)) *
    Math.max(0, Math.min(tags.x + tags.width, picture.x + picture.width) - Math.max(tags.x, picture.x));
  expect(overlap).toBe(0);
  await screenshotBothSizes(page, 'home-cards');

  // On a desktop the tags sit on the picture, but a click through them still opens the product.
  await page.setViewportSize(DESKTOP);
  const wide = page
    .getByRole('article')
    .filter({ has: page.getByRole('list', { name: m.product.tags }).getByRole('listitem').nth(1) })
    .first();
  const name = await wide.getByRole('heading').textContent();
  await wide.scrollIntoViewIfNeeded();
  const box = (await wide.getByRole('list', { name: m.product.tags }).boundingBox())!;
  await page.mouse.click(box.x + 8, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/products\/detail\//);
  await expect(page.getByRole('heading', { level: 1, name: name!.trim() })).toBeVisible();
});

test("a visitor's heart in the top bar opens the login dialog, not the access-denied page", async ({ page }) => {
  await keepProvince(page);
  await page.goto('/');
  // Until the page has come alive the heart is the plain link to /favorites; then it opens the dialog.
  await settled(page);
  await page.getByRole('link', { name: m.screens.favoritesTitle }).click();
  await expect(page.getByRole('dialog', { name: m.menu.logIn })).toBeVisible();
  await expect(page.getByText(m.server.unauthenticated)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: m.screens.accessDenied })).toHaveCount(0);
});

test('Escape in the login dialog gives focus back to what opened it', async ({ page }) => {
  await keepProvince(page);
  await page.goto('/');
  // From the user menu: its entry leaves with the menu, so focus goes back to the menu button.
  const menuButton = page.getByRole('button', { name: m.nav.userMenu });
  await menuButton.click();
  await page.getByRole('menuitem', { name: m.menu.logIn }).click();
  const dialog = page.getByRole('dialog', { name: m.menu.logIn });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
  // From MIS PEDIDOS in the menu, the same.
  await menuButton.click();
  await page.getByRole('menuitem', { name: m.menu.myOrders }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();
  // From the keyboard on the cart badge.
  const cart = page.getByRole('link', { name: m.nav.cart(0) });
  await cart.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cart).toBeFocused();
});

test('on a first visit the province picker focuses the province already chosen, La Habana', async ({ page }) => {
  await page.goto('/');
  const picker = page.getByRole('dialog', { name: m.home.provincePicker });
  await expect(picker).toBeVisible();
  const chosen = picker.getByRole('radio', { name: DEFAULT_PROVINCE });
  await expect(chosen).toBeChecked();
  await expect(chosen).toBeFocused();
  await screenshotBothSizes(page, 'province-picker-first-visit');
});

test('the listing form clears each red message as its field is fixed, not at the next submit', async ({ page, request }) => {
  await keepProvince(page);
  await openAs(page, await loginAs(request, 'seller'), '/myproducts/create');
  const f = m.listingForm;
  await page.getByRole('button', { name: f.publish }).click();
  await expect(page.getByText(m.listing.nameRequired)).toBeVisible();
  await expect(page.getByText(m.listing.categoryRequired)).toBeVisible();
  await page.getByLabel(f.name, { exact: true }).fill('Ventilador de techo');
  await expect(page.getByText(m.listing.nameRequired)).toBeHidden();
  await expect(page.getByText(m.listing.categoryRequired)).toBeVisible();
  await screenshotBothSizes(page, 'listing-form-errors');
  // A flagged field made wrong again gets its message back at once.
  await page.getByLabel(f.name, { exact: true }).fill('');
  await expect(page.getByText(m.listing.nameRequired)).toBeVisible();
});

test('turning DISPONIBLE off on /myproducts makes the card AGOTADO at once, with no way to buy', async ({ page, request }) => {
  await keepProvince(page);
  await openAs(page, await loginAs(request, 'seller'), '/myproducts');
  const buyable = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: m.addToCart.addButton }) })
    .first();
  const name = (await buyable.getByRole('heading').textContent())!.trim();
  const card = page.getByRole('article', { name });
  const available = card.getByRole('switch', { name: m.product.available });
  await expect(available).toBeChecked();
  await available.uncheck();
  await expect(page.getByText(m.product.availabilityUpdated)).toBeVisible();
  try {
    await expect(card.getByRole('button', { name: m.addToCart.addButton })).toHaveCount(0);
    await expect(card.getByRole('button', { name: m.common.buy })).toHaveCount(0);
    await expect(card.getByText(m.product.soldOut, { exact: true }).first()).toBeVisible();
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'myproducts-unavailable');
    }
    // After a reload the server says the same.
    await page.reload();
    await expect(card.getByRole('switch', { name: m.product.available })).not.toBeChecked();
    await expect(card.getByRole('button', { name: m.addToCart.addButton })).toHaveCount(0);
  } finally {
    await card.getByRole('switch', { name: m.product.available }).check();
    await expect(card.getByRole('button', { name: m.addToCart.addButton })).toBeVisible();
  }
});

test('cart and order lines name the colour, not only show its dot', async ({ page, request }) => {
  const { tagged } = await pickProducts();
  const buyer = await loginAs(request, 'buyer');
  const line = { product: tagged.product._id, count: 1, size: tagged.size, color: tagged.color };
  const cart = await request.patch(paths.account.updateCart(), {
    headers: { authorization: buyer.token },
    data: { cart: [line], quantity: 1, productId: tagged.product._id },
  });
  expect(cart.ok(), await cart.text()).toBe(true);
  const named = m.addToCart.colorChosen(colorName(tagged.color));

  await keepProvince(page);
  await openAs(page, buyer, '/cart');
  const cartLine = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: tagged.product.name }) });
  await expect(cartLine.getByText(named)).toBeVisible();
  await screenshotBothSizes(page, 'cart-line-colour');

  const { orderId } = await placeCashOrder(request, buyer, tagged.product._id, { size: tagged.size, color: tagged.color });
  await page.goto(`/orders/${buyer.user._id}/${orderId}`);
  await expect(page.getByRole('main').getByText(named)).toBeVisible();
  await screenshotBothSizes(page, 'order-line-colour');
});

test("MIS PEDIDOS asks for the orders at the tap, without waiting for the page's answer from the server", async ({ page, request }) => {
  const buyer = await loginAs(request, 'buyer');
  await placeCashOrder(request, buyer, (await pickFastProduct())._id);
  await keepProvince(page);
  await openAs(page, buyer, '/');
  const events: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/api/orders/ofuser/${buyer.user._id}`)) events.push('orders asked');
    else if (new URL(r.url()).pathname === '/orders' && r.headers().rsc === '1') events.push('page asked');
  });
  await page.getByRole('button', { name: m.nav.userMenu }).click();
  await page.getByRole('menuitem', { name: m.menu.myOrders }).click();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // Before, the list was asked for once the page's answer had come and its code had run.
  expect(events.slice(0, 2)).toEqual(['orders asked', 'page asked']);
  expect(events.filter((event) => event === 'orders asked')).toHaveLength(1); // the screen used the request begun at the tap
});
