import { expect, test, type Page } from '@playwright/test';
import { messages as m } from '../lib/messages';
import { formatUsd } from '../lib/money';
import { STORAGE_KEYS } from '../components/auth/local-store';
import { DEMO_ACCOUNTS } from '../scripts/server/seed/users';
import { codeFromMail, waitForMail } from './support/mail';
import { expectNotice, recordNotices } from './support/notices';
import { DESKTOP, PHONE, saveScreenshot } from './support/screenshots';
import { createAccount, freshEmail, keepProvince, signIn } from './support/shopper-fixtures';

/*
 * The shopper's session: the auth dialog (login, registration with the e-mailed code, recovery),
 * the stored session and its refresh, the user menu. Cart, favorites, addresses and the province
 * picker: shopper-cart.spec.ts.
 */
const buyer = DEMO_ACCOUNTS.find((a) => a.key === 'buyer')!;

/** Opens the login dialog from the access-denied view of /account, with the page's notices recorded. */
async function openLogin(page: Page) {
  await recordNotices(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: m.screens.accessDenied })).toBeVisible();
  await page.getByRole('button', { name: m.menu.logIn }).click();
  return page.getByRole('dialog', { name: m.menu.logIn });
}

test('a visitor adding to the cart gets the login prompt', async ({ page }) => {
  await keepProvince(page);
  await page.goto('/');
  const add = page.getByRole('button', { name: m.addToCart.addButton }).first();
  await expect(add).toBeVisible();
  await add.click();
  await expect(page.getByText(m.server.unauthenticated)).toBeVisible();
  await expect(page.getByRole('dialog', { name: m.menu.logIn })).toBeVisible();
});

test('logging in with the seeded buyer: field errors, then MI CUENTA', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: m.menu.logIn }).click();
  await expect(dialog.getByText(m.login.userRequired)).toBeVisible();
  await expect(dialog.getByText(m.login.passwordRequired)).toBeVisible();

  await dialog.getByLabel(m.fields.userOrEmail).fill('nadie@importa.test');
  await dialog.getByLabel(m.fields.password, { exact: true }).fill('Cualquiera1');
  await dialog.getByRole('button', { name: m.menu.logIn }).click();
  await expect(dialog.getByText(m.login.unknownUser)).toBeVisible();

  await dialog.getByLabel(m.fields.userOrEmail).fill(`  ${buyer.email} `);
  await dialog.getByRole('button', { name: m.menu.logIn }).click();
  await expect(dialog.getByText(m.login.wrongPassword)).toBeVisible();
  await expect(dialog.getByLabel(m.fields.password, { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel(m.fields.password, { exact: true }).fill(buyer.password);
  await dialog.getByRole('button', { name: m.ui.showPassword }).click();
  await expect(dialog.getByLabel(m.fields.password, { exact: true })).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: m.menu.logIn }).click();
  await expectNotice(page, m.login.success); // shown for a second or two
  await expect(dialog).toBeHidden();
  await expect(page.getByText(buyer.email)).toBeVisible();
  await expect(page.locator('strong', { hasText: formatUsd(50) })).toBeVisible(); // the seeded wallet's balance (the ledger below repeats it)
});

test('registering with the e-mailed code signs the new user in', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: m.auth.toRegister }).click();
  const register = page.getByRole('dialog', { name: m.auth.register });
  await register.getByRole('button', { name: m.auth.register }).click();
  for (const text of [
    m.register.emailRequired,
    m.register.nameRequired,
    m.register.lastNameRequired,
    m.register.phoneRequired,
    m.register.passwordRequired,
    m.register.confirmationRequired,
  ]) {
    await expect(register.getByText(text)).toBeVisible();
  }
  const email = freshEmail('registro');
  await register.getByLabel(m.fields.email).fill(email);
  await register.getByLabel(m.fields.name).fill('Marta');
  await register.getByLabel(m.fields.lastName).fill('Díaz Ruiz');
  await expect(register.getByLabel(m.fields.dialCode)).toHaveValue('+53');
  await register.getByLabel(m.fields.phone, { exact: true }).fill('5 123 4567');
  await register.getByLabel(m.fields.password, { exact: true }).fill('Marta12345');
  await register.getByLabel(m.fields.confirmation).fill('Marta1234');
  await register.getByRole('button', { name: m.auth.register }).click();
  await expect(register.getByText(m.register.confirmationMismatch)).toBeVisible();

  await register.getByLabel(m.fields.confirmation).fill('Marta12345');
  const after = Date.now() - 1000;
  await register.getByRole('button', { name: m.auth.register }).click();
  await expect(register.getByText(m.auth.codeSent(email))).toBeVisible();
  await expect(register.getByRole('link', { name: m.auth.legalLink })).toHaveAttribute('href', '/legalinformation');
  await expect(register.getByRole('link', { name: m.auth.privacyLink })).toHaveAttribute('href', '/privacypolicy');
  const code = codeFromMail(await waitForMail(email, { after }));

  await register.getByRole('button', { name: m.auth.register }).click();
  await expect(register.getByText(m.register.codeRequired)).toBeVisible();
  await register.getByLabel(m.ui.codeBox(1, 4)).click();
  await page.keyboard.type(code); // one digit per box, focus moves on by itself
  await expect(register.getByLabel(m.ui.codeBox(4, 4))).toHaveValue(code[3]);
  await register.getByRole('button', { name: m.auth.register }).click();
  await expectNotice(page, m.register.success); // shown for a second or two
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('heading', { name: m.account.addresses })).toBeVisible();
});

test('recovering the password in three steps', async ({ page, request }) => {
  const account = await createAccount(request);
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: m.auth.forgotPassword }).click();
  const recover = page.getByRole('dialog', { name: m.auth.recoverTitle });
  await recover.getByRole('button', { name: m.common.back }).click();
  await expect(page.getByRole('dialog', { name: m.menu.logIn })).toBeVisible();
  await page.getByRole('button', { name: m.auth.forgotPassword }).click();

  await recover.getByLabel(m.fields.email).fill('nadie@importa.test');
  await recover.getByRole('button', { name: m.common.next }).click();
  await expect(recover.getByText(m.recover.unknownEmail)).toBeVisible();
  await recover.getByLabel(m.fields.email).fill(account.email);
  const after = Date.now() - 1000;
  await recover.getByRole('button', { name: m.common.next }).click();
  const code = codeFromMail(await waitForMail(account.email, { after }));
  await recover.getByLabel(m.ui.codeBox(1, 4)).fill(code); // a paste-like fill spreads over the boxes
  await recover.getByRole('button', { name: m.common.next }).click();
  await recover.getByLabel(m.fields.newPassword).fill('Nueva12345');
  await recover.getByLabel(m.fields.confirmation).fill('Otra12345');
  await recover.getByRole('button', { name: m.common.confirm }).click();
  await expect(recover.getByText(m.recover.confirmationMismatch)).toBeVisible();
  await recover.getByLabel(m.fields.confirmation).fill('Nueva12345');
  await recover.getByRole('button', { name: m.common.confirm }).click();
  await expectNotice(page, m.recover.success); // shown for a second or two

  const login = page.getByRole('dialog', { name: m.menu.logIn });
  await login.getByLabel(m.fields.userOrEmail).fill(account.email);
  await login.getByLabel(m.fields.password, { exact: true }).fill('Nueva12345');
  await login.getByRole('button', { name: m.menu.logIn }).click();
  await expect(page.getByText(account.email)).toBeVisible();
});

test('a stored token the server refuses (401) clears the session', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, { user: account.user, token: `${account.token}x` }, '/account');
  await expect(page.getByRole('heading', { name: m.screens.accessDenied })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.user)).toBeNull();
});

test('logging in on the home page reloads it and refreshes the profile', async ({ page }) => {
  await keepProvince(page);
  await page.goto('/');
  const button = page.getByRole('button', { name: m.nav.userMenu });
  await expect(button).toBeVisible();
  await button.click();
  await page.getByRole('menuitem', { name: m.menu.logIn }).click();
  const login = page.getByRole('dialog', { name: m.menu.logIn });
  await login.getByLabel(m.fields.userOrEmail).fill(buyer.email);
  await login.getByLabel(m.fields.password, { exact: true }).fill(buyer.password);
  const reloaded = page.waitForEvent('load');
  await login.getByRole('button', { name: m.menu.logIn }).click();
  await reloaded;
  await expect(page.getByText(m.profile.loaded)).toBeVisible();
});

test('the user menu by keyboard, then CERRAR SESION', async ({ page }) => {
  await keepProvince(page);
  await page.goto('/privacypolicy');
  const button = page.getByRole('button', { name: m.nav.userMenu });
  await expect(button).toBeVisible();
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: m.nav.userMenu });
  await expect(menu.getByRole('menuitem', { name: m.menu.logIn })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem').last()).toBeFocused(); // the last external link (social networks)
  await expect(menu.getByRole('menuitem', { name: m.menu.customsGazette })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await menu.getByRole('menuitem', { name: m.menu.logIn }).click();
  const login = page.getByRole('dialog', { name: m.menu.logIn });
  await login.getByLabel(m.fields.userOrEmail).fill(buyer.email);
  await login.getByLabel(m.fields.password, { exact: true }).fill(buyer.password);
  await login.getByRole('button', { name: m.menu.logIn }).click();
  await expect(login).toBeHidden();
  await button.click();
  await expect(menu.getByRole('menuitem', { name: m.menu.myAccount })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: m.menu.myAds })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: m.menu.logOut }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.user)).toBeNull();
});

test('a signed-in user is asked about notifications once; AHORA NO keeps the question away on this device, a visitor is never asked', async ({
  page,
  request,
}) => {
  const prompt = page.getByRole('region', { name: m.pushPrompt.title });
  await keepProvince(page);
  await page.goto('/privacypolicy');
  await expect(page.getByRole('button', { name: m.nav.userMenu })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  const account = await createAccount(request);
  await signIn(page, account, '/privacypolicy');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(m.pushPrompt.text);
  // It appears after hydration, under a finger that may be about to tap: it moves nothing already drawn.
  const contentTop = () => page.locator('#contenido').evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
  const topWithPrompt = await contentTop();
  await prompt.getByRole('button', { name: m.pushPrompt.later }).click();
  await expect(prompt).toBeHidden();
  expect(await contentTop()).toBe(topWithPrompt);
  await page.reload();
  await expect(page.getByRole('button', { name: m.nav.userMenu })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test('on a phone the notification question sits above the tab bar, which stays whole and usable', async ({ page, request }) => {
  await keepProvince(page);
  await page.setViewportSize(PHONE);
  await signIn(page, await createAccount(request), '/privacypolicy');
  const prompt = page.getByRole('region', { name: m.pushPrompt.title });
  await expect(prompt).toBeVisible();
  const tabBar = page.getByRole('navigation', { name: m.layout.tabBar });
  const [promptBox, barBox] = [await prompt.boundingBox(), await tabBar.boundingBox()];
  expect(promptBox!.y + promptBox!.height).toBeLessThanOrEqual(barBox!.y);
  await expect(prompt.getByRole('button', { name: m.pushPrompt.enable })).toBeInViewport();
  // The tab under it still takes a tap.
  await tabBar.getByRole('link', { name: m.layout.tabCart }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test("on a phone a visitor's Cuenta tab opens the login dialog on the page they are on", async ({ page }) => {
  await keepProvince(page);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const tab = page.getByRole('navigation', { name: m.layout.tabBar }).getByRole('link', { name: m.layout.tabAccount });
  // Before React runs the tab is a plain link to /account (which offers the login itself).
  await expect.poll(() => tab.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  await tab.click();
  const dialog = page.getByRole('dialog', { name: m.menu.logIn });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: m.screens.accessDenied })).toHaveCount(0);
  // The password's show/hide toggle is drawn as an icon, not an emoji (decision 20.12).
  await dialog.getByLabel(m.fields.password, { exact: true }).fill('secreta');
  await dialog.getByRole('button', { name: m.ui.showPassword }).click();
  await expect(dialog.getByRole('button', { name: m.ui.showPassword })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: m.ui.showPassword }).locator('svg')).toBeVisible();
  await saveScreenshot(page, 'login-dialog');
});

/** The line breaks inside `element`'s text: the character before each break, and how many lines it holds. */
function lineBreaks(element: Element): { before: string[]; lines: number } {
  const before: string[] = [];
  let lastTop: number | null = null;
  let previous = '';
  let lines = 0;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let i = 0; i < text.length; i += 1) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const top = Math.round(range.getBoundingClientRect().top);
      if (lastTop === null || top > lastTop + 2) {
        if (lastTop !== null) before.push(previous);
        lines += 1;
        lastTop = top;
      }
      previous = text[i];
    }
  }
  return { before, lines };
}

test('MI CUENTA on a phone: a long e-mail wraps only after @, dots, dashes or underscores, the phone number stays on one line', async ({ page, request }) => {
  const account = await createAccount(request, 'Prueba123', 'yanet.walk.importadora.habana');
  await page.setViewportSize(PHONE);
  await signIn(page, account, '/account');
  const email = page.getByRole('definition').filter({ hasText: account.email });
  await expect(email).toBeVisible();
  const emailBreaks = await email.evaluate(lineBreaks);
  expect(emailBreaks.lines).toBeGreaterThan(1);
  for (const character of emailBreaks.before) expect('@.-_').toContain(character);
  const phone = page.getByRole('definition').filter({ hasText: account.user.phone });
  expect((await phone.evaluate(lineBreaks)).lines).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await saveScreenshot(page, 'account');
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, 'account');
});
