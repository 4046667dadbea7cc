import { expect, test } from '@playwright/test';
import { messages as m } from '../lib/messages';
import { orderPagePath } from '../components/checkout/order-checks';
import { pickFastProduct, placeCashOrder } from './support/orders';
import { loginAs, openAs } from './support/shopper-fixtures';

/*
 * Conversations (decision 10): the seeded buyer asks about an order with 'Preguntar por este pedido';
 * an order admin (another browser context) finds it in /conversations and answers; the buyer's
 * page shows the answer live, without a reload, and the new-messages mark appears in the top bar.
 */

test('a buyer asks about an order, an order admin answers, and the buyer sees it live with the new-messages mark', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const buyer = await loginAs(request, 'buyer');
  const order = await placeCashOrder(request, buyer, (await pickFastProduct())._id);
  const question = `¿Cuándo llega el pedido #${order.orderNumber}? <b>Es urgente</b> & gracias`;
  const firstAnswer = `Sale mañana, pedido #${order.orderNumber}.`;
  const secondAnswer = `Ya está en camino, pedido #${order.orderNumber}.`;

  const connected = page.waitForEvent('websocket');
  await openAs(page, buyer, orderPagePath(buyer.user._id, order.orderId));
  await connected;
  await expect(page.getByRole('link', { name: m.ordersPage.askWhatsapp })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await page.getByRole('button', { name: m.ordersPage.ask }).click();
  await expect(page).toHaveURL(/\/conversations\/[0-9a-f]{24}$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: m.delivers.order(order.orderNumber) })).toBeVisible();
  // The WhatsApp chats stay beside it, with the order's preset messages.
  const chat = page.getByRole('link', { name: m.ordersPage.askWhatsapp });
  expect(decodeURIComponent((await chat.getAttribute('href')) ?? '')).toContain(
    m.orders.questionChat(`${new URL(page.url()).origin}${orderPagePath(buyer.user._id, order.orderId)}`),
  );
  await expect(page.getByRole('link', { name: m.ordersPage.paymentProblem })).toBeVisible();

  await page.getByRole('textbox', { name: m.conversations.messageLabel }).fill(question);
  await page.getByRole('button', { name: m.conversations.send }).click();
  const thread = page.getByRole('log', { name: m.conversations.history });
  await expect(thread.getByText(question, { exact: true })).toBeVisible(); // the tags are shown as typed: text, not HTML
  await expect(thread.locator('b')).toHaveCount(0);

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await openAs(admin, await loginAs(request, 'orderAdmin'), '/conversations');
    const row = admin.getByRole('listitem').filter({ hasText: m.delivers.order(order.orderNumber) });
    await expect(row.getByText(m.conversations.unread(1))).toBeVisible();
    await expect(row).toContainText(question);
    await row.getByRole('link').click();
    const adminThread = admin.getByRole('log', { name: m.conversations.history });
    await expect(adminThread.getByText(question, { exact: true })).toBeVisible();
    await admin.getByRole('textbox', { name: m.conversations.messageLabel }).fill(firstAnswer);
    await admin.getByRole('button', { name: m.conversations.send }).click();
    await expect(adminThread.getByText(firstAnswer, { exact: true })).toBeVisible();

    // The buyer's open conversation shows the answer without a reload (and, being read there, no mark stays).
    await expect(thread.getByText(firstAnswer, { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('link', { name: m.conversations.markNew })).toHaveCount(0);

    // On the list, the next answer arrives live too, and the new-messages mark appears in the top bar and the user menu.
    await page.getByRole('link', { name: m.conversations.mark, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: m.conversations.title })).toBeVisible();
    await admin.getByRole('textbox', { name: m.conversations.messageLabel }).fill(secondAnswer);
    await admin.getByRole('button', { name: m.conversations.send }).click();
    await expect(adminThread.getByText(secondAnswer, { exact: true })).toBeVisible();
  } finally {
    await adminContext.close();
  }
  const buyerRow = page.getByRole('listitem').filter({ hasText: m.delivers.order(order.orderNumber) });
  await expect(buyerRow).toContainText(secondAnswer, { timeout: 10_000 });
  await expect(buyerRow.getByText(m.conversations.unread(1))).toBeVisible();
  await expect(page.getByRole('link', { name: m.conversations.markNew })).toBeVisible();
  await page.getByRole('button', { name: m.nav.userMenu }).click();
  await expect(page.getByRole('menuitem', { name: `${m.conversations.title} ${m.conversations.newBadge}` })).toBeVisible();
  await page.keyboard.press('Escape');

  // Opening the conversation marks it read: the mark goes away.
  await buyerRow.getByRole('link').click();
  await expect(page.getByRole('log', { name: m.conversations.history }).getByText(secondAnswer, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: m.conversations.mark, exact: true })).toBeVisible();
});
