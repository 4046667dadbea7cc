import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths } from '../lib/http/paths';
import { formatUsd } from '../lib/money';
import { messages as m } from '../lib/messages';
import { addOneFromProductPage, openCashCheckout, pickFastProduct } from './support/orders';
import { loginAs, openAs } from './support/shopper-fixtures';

/*
 * Decision 7.6 as the buyer lives it: MI CUENTA shows the wallet's movements, the opening 50 USD
 * first, and a balance that is their sum; an order paid from the wallet adds its debit with the
 * order number; when a super admin cancels the order the refund appears and the balance is 50 USD
 * again (the seed's balance, which later specs count on).
 */
const w = m.walletLedger;
const OPENING = 50;

/** '+50.00 USD', '−12.30 USD' or '50.00 USD' as the UI writes them, in cents. */
function cents(text: string): number {
  const match = /^([+−-]?)(\d+)\.(\d{2}) USD$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const value = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '−' || match[1] === '-' ? -value : value;
}

/** MI CUENTA's ledger table (its rows, newest first) and the MONEDERO balance it must add up to. */
async function readAccount(page: Page): Promise<{ rows: Locator; balance: string; sumCents: number }> {
  await page.goto('/account');
  const table = page.getByRole('table', { name: w.title });
  await expect(table).toBeVisible({ timeout: 15_000 });
  const balanceBox = page
    .locator('p')
    .filter({ hasText: new RegExp(`^${m.cart.wallet}`) })
    .locator('strong');
  await expect(balanceBox).toHaveText(/^\d+\.\d{2} USD$/);
  const rows = table.locator('tbody tr');
  const amounts = await rows.locator('td:nth-child(3)').allTextContents();
  // The store's one date format, Havana time ('26/11/2026 06:06 PM'), not the browser's own style.
  for (const date of await rows.locator('td:nth-child(1)').allTextContents()) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/);
  await expect(page.getByText(w.unbalanced)).toHaveCount(0);
  return { rows, balance: (await balanceBox.textContent())!, sumCents: amounts.reduce((sum, text) => sum + cents(text), 0) };
}

/** The ledger row whose concept is `concept`. */
const rowOf = (rows: Locator, concept: string) => rows.filter({ has: rows.page().getByRole('cell', { name: concept, exact: true }) });

/** An order the journey placed and did not see cancelled (given back after the test). */
let leftOrderId = '';

// Later specs expect the buyer's 50 USD: cancel (and so refund) an order the journey left behind.
test.afterEach(async ({ request }) => {
  if (!leftOrderId) return;
  const admin = await loginAs(request, 'superAdmin');
  const cancelled = await request.patch(paths.orders.cancelOrder(leftOrderId), { headers: { authorization: admin.token } });
  leftOrderId = '';
  expect([200, 409]).toContain(cancelled.status()); // 409: it was cancelled after all
});

test('the buyer sees the ledger add up, pays an order from the wallet, and gets it back when the order is cancelled', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const product = await pickFastProduct();
  const buyer = await loginAs(request, 'buyer');
  const emptied = await request.patch(paths.account.updateCart(), {
    data: { cart: [], quantity: 0, productId: product._id },
    headers: { authorization: buyer.token },
  });
  expect(emptied.ok()).toBe(true);

  // MI CUENTA: the opening entry, and a balance that is the ledger's sum.
  await openAs(page, buyer, '/account');
  const before = await readAccount(page);
  await expect(page.getByRole('heading', { name: w.title })).toBeVisible();
  const opening = before.rows.last();
  await expect(opening.getByRole('cell').nth(1)).toHaveText(w.kinds.opening);
  await expect(opening.getByRole('cell').nth(2)).toHaveText(`+${formatUsd(OPENING)}`);
  expect(before.balance).toBe(formatUsd(OPENING));
  expect(before.sumCents).toBe(OPENING * 100);

  // An order paid from the wallet (cash on delivery for whatever the wallet does not cover).
  await page.goto(`/products/detail/${product._id}`);
  await addOneFromProductPage(page, product);
  await page.goto('/cart');
  const confirm = await openCashCheckout(page);
  await expect(confirm.getByText(m.cartPage.walletBalance(formatUsd(OPENING)))).toBeVisible();
  await confirm.getByRole('checkbox', { name: new RegExp(m.checkout.useWallet) }).check();
  await confirm.getByRole('button', { name: m.checkout.confirmOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${buyer.user._id}/[0-9a-f]{24}$`), { timeout: 15_000 });
  leftOrderId = new URL(page.url()).pathname.split('/').pop()!;
  const orderPath = new URL(page.url()).pathname;
  const card = page.getByRole('article', { name: /^PEDIDO #\d+$/ });
  const orderNumber = Number((await card.getAttribute('aria-label'))!.split('#')[1]);
  const walletRow = card.locator('dt', { hasText: new RegExp(`^${m.cart.wallet}$`) }).locator('xpath=following-sibling::dd[1]');
  const paidCents = -cents((await walletRow.textContent())!);
  expect(paidCents).toBeGreaterThan(0);
  expect(paidCents).toBeLessThanOrEqual(OPENING * 100);

  // The debit, with the order number, and the balance that is still the ledger's sum.
  const afterOrder = await readAccount(page);
  const debit = rowOf(afterOrder.rows, `${w.kinds.orderPayment} · ${w.order(orderNumber)}`);
  await expect(debit).toHaveCount(1);
  await expect(debit.getByRole('cell').nth(2)).toHaveText(`−${formatUsd(paidCents / 100)}`);
  await expect(debit.getByRole('cell').nth(3)).toHaveText(formatUsd(OPENING - paidCents / 100));
  expect(afterOrder.balance).toBe(formatUsd(OPENING - paidCents / 100));
  expect(afterOrder.sumCents).toBe(OPENING * 100 - paidCents);

  // A super admin cancels the order from its page.
  const admin = await loginAs(request, 'superAdmin');
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await openAs(adminPage, admin, orderPath);
    await adminPage.getByRole('button', { name: m.ordersPage.cancelOrder }).click();
    const dialog = adminPage.getByRole('dialog', { name: m.ordersPage.cancelOrder });
    await expect(dialog.getByText(m.ordersPage.cancelQuestion(orderNumber))).toBeVisible();
    await dialog.getByRole('button', { name: m.common.accept }).click();
    await expect(adminPage.getByText(m.orders.deleted)).toBeVisible();
    await expect(adminPage.getByText(m.ordersPage.status(m.orderStatus.cancelled), { exact: true })).toBeVisible({ timeout: 15_000 });
  } finally {
    await adminContext.close();
  }
  leftOrderId = '';

  // The refund, and the balance back at 50 USD, still the ledger's sum.
  const afterCancel = await readAccount(page);
  const refund = rowOf(afterCancel.rows, `${w.kinds.cancelRefund} · ${w.order(orderNumber)}`);
  await expect(refund).toHaveCount(1);
  await expect(refund.getByRole('cell').nth(2)).toHaveText(`+${formatUsd(paidCents / 100)}`);
  await expect(refund.getByRole('cell').nth(3)).toHaveText(formatUsd(OPENING));
  await expect(afterCancel.rows.first()).toContainText(w.kinds.cancelRefund);
  expect(afterCancel.balance).toBe(formatUsd(OPENING));
  expect(afterCancel.sumCents).toBe(OPENING * 100);
});
