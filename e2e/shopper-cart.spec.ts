import { expect, test, type Page } from '@playwright/test';
import { messages as m } from '../lib/messages';
import { colorName } from '../lib/catalog/color-name';
import { availableDays } from '../lib/delivery/calendar';
import { formatClock } from '../lib/format';
import { DEFAULT_PROVINCE, MUNICIPALITY_PLACEHOLDER, PROVINCES, municipalitiesOf } from '../lib/geo/provinces';
import { STORAGE_KEYS } from '../components/auth/local-store';
import { DESKTOP, PHONE, saveScreenshot } from './support/screenshots';
import { createAccount, pickProducts, signIn, storeFavorites, type Picks } from './support/shopper-fixtures';

/*
 * The shopper's buying pieces: delivery addresses on MI CUENTA, favorites, the add-to-cart modal
 * with every limit message (products picked from the seeded database, driven from FAVORITOS) and
 * the province picker.
 */
let picks: Picks;

test.beforeAll(async () => {
  picks = await pickProducts();
});

test('adding a delivery address from MI CUENTA, then editing it', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account, '/account');
  await expect(page.getByText(m.account.noAddresses)).toBeVisible();
  await page.getByRole('button', { name: m.common.add }).click();
  const dialog = page.getByRole('dialog', { name: m.address.modalTitle });
  await dialog.getByRole('button', { name: m.common.add }).click();
  for (const text of [m.address.name, m.address.address, m.address.municipality, m.address.phoneRequired, m.address.ciRequired]) {
    await expect(dialog.getByText(text)).toBeVisible();
  }
  await dialog.getByLabel(m.fields.fullName).fill('Pedro Gómez');
  await dialog.getByLabel(m.fields.address, { exact: true }).fill('Calle 10 #12\nentre 1ra y 3ra');
  await expect(dialog.getByLabel(m.fields.province)).toHaveValue(DEFAULT_PROVINCE);
  await dialog.getByLabel(MUNICIPALITY_PLACEHOLDER).selectOption(municipalitiesOf(DEFAULT_PROVINCE)[0]);
  await dialog.getByLabel(m.fields.phone).fill('52a');
  await dialog.getByLabel(m.fields.ci).fill('85010112345');
  await dialog.getByRole('button', { name: m.common.add }).click();
  await expect(dialog.getByText(m.address.phoneInvalid)).toBeVisible();
  await dialog.getByLabel(m.fields.phone).fill('+5352345678');
  await dialog.getByRole('button', { name: m.common.add }).click();
  await expect(page.getByText(m.address.added)).toBeVisible();
  await expect(page.getByText('Pedro Gómez')).toBeVisible();
  await expect(page.getByText(m.address.isDefault)).toBeVisible();

  await page.getByRole('button', { name: m.common.edit }).click();
  await expect(dialog.getByLabel(m.fields.fullName)).toHaveValue('Pedro Gómez');
  await dialog.getByLabel(m.fields.fullName).fill('Pedro Gómez Paz');
  await dialog.getByRole('button', { name: m.common.edit }).click();
  await expect(page.getByText('Pedro Gómez Paz')).toBeVisible();
});

test('favorites: FAVORITOS lists them, the heart removes one, the empty state shows', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account, '/favorites');
  await expect(page.getByRole('heading', { level: 1, name: m.screens.favoritesTitle })).toBeVisible();
  await expect(page.getByText(m.screens.noFavorites)).toBeVisible();
  await storeFavorites(page, account.user._id, [picks.limited, picks.scarce]);
  await page.reload();
  await expect(page.getByRole('heading', { name: picks.limited.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: picks.scarce.name })).toBeVisible();
  await page.getByRole('button', { name: m.favorites.remove }).first().click();
  await page.getByRole('button', { name: m.favorites.remove }).first().click();
  await expect(page.getByText(m.screens.noFavorites)).toBeVisible();
});

test('favorites from the home page heart', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account, '/');
  const heart = page.getByRole('button', { name: m.favorites.add }).first();
  await expect(heart).toBeVisible();
  await heart.click();
  await expect(page.getByRole('button', { name: m.favorites.remove }).first()).toBeVisible();
  await page.goto('/favorites');
  await expect(page.getByRole('button', { name: m.favorites.remove })).toHaveCount(1);
});

test.describe('add to cart limits', () => {
  /** Opens the add-to-cart modal of `name` on the favorites page and sets the quantity. */
  async function openModal(page: Page, name: string, quantity = 1) {
    const tile = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await tile.getByRole('button', { name: m.addToCart.addButton }).click();
    const dialog = page.getByRole('dialog', { name });
    for (let i = 1; i < quantity; i += 1) await dialog.getByRole('button', { name: m.addToCart.more }).click();
    return { tile, dialog };
  }

  test('maxCount, availableCount and size/colour messages; a valid add grows the in-cart count', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account, '/favorites');
    const { limited, scarce, tagged } = picks;
    await storeFavorites(page, account.user._id, [limited, scarce, tagged.product]);
    await page.reload();

    const first = await openModal(page, limited.name, limited.maxCount + 1);
    const tile = first.tile;
    let dialog = first.dialog;
    await expect(page.getByRole('link', { name: m.nav.cart(0) })).toBeVisible(); // the top bar's CartBadge
    await dialog.getByRole('button', { name: m.addToCart.addButton }).click();
    await expect(page.getByText(m.addToCart.maxCount(limited.maxCount))).toBeVisible();
    for (let i = 0; i < limited.maxCount; i += 1) await dialog.getByRole('button', { name: m.addToCart.less }).click();
    await expect(dialog.getByRole('button', { name: m.addToCart.less })).toBeDisabled(); // the minus stops at 1
    await dialog.getByRole('button', { name: m.addToCart.addButton }).click();
    await expect(page.getByText(m.addToCart.added)).toBeVisible();
    await expect(tile.getByText(m.addToCart.inCart(1))).toBeVisible();
    await expect(page.getByRole('link', { name: m.nav.cart(1) })).toBeVisible();

    ({ dialog } = await openModal(page, scarce.name, scarce.availableCount + 1));
    await dialog.getByRole('button', { name: m.addToCart.addButton }).click();
    await expect(page.getByText(m.addToCart.availableCount(scarce.availableCount))).toBeVisible();
    await dialog.getByRole('button', { name: m.ui.close }).click();

    ({ dialog } = await openModal(page, tagged.product.name));
    await dialog.getByRole('radio', { name: tagged.size, exact: true }).check();
    await dialog.getByRole('radio', { name: m.addToCart.colorOption(colorName(tagged.color)) }).check();
    await expect(dialog.getByRole('radio', { name: tagged.size, exact: true })).toBeChecked();
    for (let i = 0; i < tagged.stock; i += 1) await dialog.getByRole('button', { name: m.addToCart.more }).click();
    await dialog.getByRole('button', { name: m.addToCart.addButton }).click();
    await expect(page.getByText(m.addToCart.sizeColorCount(tagged.stock))).toBeVisible();
  });

  test('the colour swatches carry their names, and the chosen one is written out', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account, '/favorites');
    const { tagged } = picks;
    await storeFavorites(page, account.user._id, [tagged.product]);
    await page.reload();
    const { dialog } = await openModal(page, tagged.product.name);
    const colors = [...new Set(tagged.product.availableCountByTags.map((t) => t.color))];
    for (const color of colors) await expect(dialog.getByRole('radio', { name: m.addToCart.colorOption(colorName(color)) })).toHaveCount(1);
    await dialog.getByRole('radio', { name: m.addToCart.colorOption(colorName(tagged.color)) }).check();
    await expect(dialog.getByRole('group', { name: m.addToCart.colorChosen(colorName(tagged.color)) })).toBeVisible();
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await saveScreenshot(page, 'add-to-cart-colours');
    }
  });

  test('calendar products: first day chosen, time window checked, COMPRAR goes to /cart, where the date can be changed', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account, '/favorites');
    const { calendar } = picks;
    await storeFavorites(page, account.user._id, [calendar]);
    await page.reload();
    const tile = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: calendar.name }) });
    await tile.getByRole('button', { name: m.common.buy }).click();
    const dialog = page.getByRole('dialog', { name: calendar.name });
    await expect(dialog.getByLabel(m.addToCart.date)).toHaveValue('0');
    const days = availableDays(new Date(), calendar.deliveryCalendar);
    const slot = days[1].firstSlot; // the second day: no same-day notice involved
    await dialog.getByLabel(m.addToCart.date).selectOption('1');
    await dialog.getByLabel(m.addToCart.hour).selectOption('11');
    await dialog.getByLabel(m.addToCart.ampm).selectOption('PM'); // later than every seeded maxTime
    await dialog.getByRole('button', { name: m.common.buy }).click();
    const window = m.calendar.timeWindow(formatClock(calendar.deliveryCalendar.minTime), formatClock(calendar.deliveryCalendar.maxTime));
    await expect(page.getByText(window)).toBeVisible();
    await dialog.getByLabel(m.addToCart.hour).selectOption(String(slot.hours));
    await dialog.getByLabel(m.addToCart.minutes).selectOption(String(slot.minutes));
    await dialog.getByLabel(m.addToCart.ampm).selectOption(slot.ampm);
    await dialog.getByRole('button', { name: m.common.buy }).click();
    await expect(page.getByText(m.addToCart.added)).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);

    // In the cart the line's date can be changed: the third day, at the first time it allows.
    await page.getByRole('button', { name: m.cartPage.editDate(calendar.name) }).click();
    const change = page.getByRole('dialog', { name: m.calendar.changeTitle });
    await expect(change.getByLabel(m.addToCart.date)).toHaveValue('1');
    const later = days[2].firstSlot;
    await change.getByLabel(m.addToCart.date).selectOption('2');
    await change.getByLabel(m.addToCart.hour).selectOption(String(later.hours));
    await change.getByLabel(m.addToCart.minutes).selectOption(String(later.minutes));
    await change.getByLabel(m.addToCart.ampm).selectOption(later.ampm);
    await change.getByRole('button', { name: m.common.accept }).click();
    await expect(page.getByText(m.calendar.saved)).toBeVisible();
    await expect(change).toBeHidden();
    // Saved on the server: after a reload the dialog opens on the new day.
    await page.reload();
    await page.getByRole('button', { name: m.cartPage.editDate(calendar.name) }).click();
    await expect(change.getByLabel(m.addToCart.date)).toHaveValue('2');
  });
});

test('the province picker opens on home when no province is stored', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: m.home.provincePicker });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: DEFAULT_PROVINCE })).toBeChecked();
  await expect(dialog.getByRole('radio')).toHaveCount(PROVINCES.length); // 'Todas las Provincias' is skipped
  const chosen = PROVINCES[PROVINCES.length - 1].name;
  await dialog.getByRole('radio', { name: chosen }).check();
  await dialog.getByRole('button', { name: m.common.accept }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('region')).toBe(chosen);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.region)).toBe(JSON.stringify(chosen));
  await page.reload();
  await expect(dialog).toBeHidden();
});
