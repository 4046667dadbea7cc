import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as adminTransfer from '@/app/api/admin/transfer/route';
import * as confirmRoute from '@/app/api/admin/transfer/confirm/route';
import * as rejectRoute from '@/app/api/admin/transfer/reject/route';
import * as receiptUpload from '@/app/api/orders/transferReceipt/route';
import * as receiptRoute from '@/app/api/orders/transferReceipt/[token]/route';
import * as transferCancel from '@/app/api/orders/transferCancel/route';
import * as cancelRoute from '@/app/api/orders/cancelOrder/[orderId]/route';
import * as ordersOfUser from '@/app/api/orders/ofuser/[userId]/route';
import * as orders from '@/app/api/orders/route';
import * as finances from '@/app/api/admin/finances/route';
import type { FinancesReport } from '@/lib/admin/dto';
import { messages as m } from '@/lib/messages';
import type { OrderDto } from '@/lib/orders/dto';
import type { TransferAdminDto } from '@/lib/transfer/dto';
import { afterAnswerDone } from '@/lib/after-answer';
import { formatDateTime } from '@/lib/format';
import { SOCKET_EVENTS } from '@/lib/realtime/events';
import { TRANSFER_PAY_WITHIN_HOURS, TRANSFER_RECEIPTS_KEEP_DAYS } from '@/lib/transfer/rules';
import { purgeOldReceipts } from '@/lib/transfer/receipt-purge';
import { expireUnpaidTransfers } from '@/lib/transfer/service';
import { MAX_UPLOAD_BYTES } from '@/lib/uploads/upload-limits';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser, type TestProduct, type TestUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { useRealtimeServer } from '@/scripts/test-support/realtime';
import { mailText, useMailCatcher } from '@/scripts/test-support/smtp';
import { withTemporaryFolder } from '@/scripts/test-support/temporary-folder';
import { createBuyer, havanaTerms, orderPayload, postOrder, setCart, type TestBuyer } from '@/scripts/test-support/orders';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';

jest.setTimeout(120_000);

type Answer = { message?: string };
const DETAILS = 'Zelle: pagos@importa.example\nTitular: Importa Envíos LLC';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

const privateDir = withTemporaryFolder('PRIVATE_UPLOAD_DIR', 'importa-receipts-');

/** A bank app's screenshot of the transfer. */
const screenshot = () =>
  sharp({ create: { width: 900, height: 1600, channels: 3, background: '#f4f6fb' } })
    .png()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** Every receipt file stored so far. */
const storedFiles = (): string[] => {
  const receipts = path.join(privateDir(), 'receipts');
  return fs.existsSync(receipts) ? fs.readdirSync(receipts, { recursive: true }).map(String) : [];
};

async function sendReceipt(token: string, orderId: string, bytes: Uint8Array, name = 'comprobante.png', type = 'image/png') {
  const form = new FormData();
  form.set('orderId', orderId);
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  const response = await receiptUpload.POST(
    new Request('http://localhost/api/orders/transferReceipt', { method: 'POST', body: form, headers: { authorization: token } }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, body: (await response.json()) as Answer };
}

const openReceipt = (receiptPath: string) => {
  const token = receiptPath.split('/').pop()!;
  return receiptRoute.GET(new Request(`http://localhost${receiptPath}`), { params: Promise.resolve({ token }) });
};

const saveSettings = (token: string, body: unknown) => call<Answer>(adminTransfer.PUT, { url: '/api/admin/transfer', method: 'PUT', token, body });
const confirm = (token: string, body: unknown) => call<Answer>(confirmRoute.POST, { url: '/api/admin/transfer/confirm', method: 'POST', token, body });
const reject = (token: string, body: unknown) => call<Answer>(rejectRoute.POST, { url: '/api/admin/transfer/reject', method: 'POST', token, body });
const cancelOwn = (token: string, orderId: string) =>
  call<Answer>(transferCancel.POST, { url: '/api/orders/transferCancel', method: 'POST', token, body: { orderId } });

async function orderAs(token: string, userId: string, orderId: string): Promise<OrderDto | undefined> {
  const res = await call<{ orders: OrderDto[] }>(ordersOfUser.GET, { url: `/api/orders/ofuser/${userId}?orderId=${orderId}`, token, params: { userId } });
  return res.body.orders?.find((o) => o._id === orderId);
}

const stockOf = async (product: TestProduct) => (await Product.findById(product._id, 'availableCount').lean())!.availableCount;

describe('payment by transfer', () => {
  useTestDatabase();
  const mail = useMailCatcher();
  const realtime = useRealtimeServer();
  let superAdmin: TestUser;
  let orderAdmin: TestUser;
  let seller: TestUser;
  let product: TestProduct;
  let buyer: TestBuyer;
  let stranger: TestBuyer;

  async function placeTransferOrder(count = 2): Promise<string> {
    await setCart(buyer.user._id, [{ product: product._id, count }]);
    const res = await postOrder(buyer.token, orderPayload({ paymentType: 'OnlineTransfer' }));
    expect(res.status).toBe(200);
    return res.body.orderId!;
  }

  beforeAll(async () => {
    superAdmin = await createUser({ isSuperAdmin: true });
    orderAdmin = await createUser({ isImportAdmin: true });
    seller = await createUser({ isImportCompany: true, deliveryCosts: havanaTerms() });
    product = await createProduct(seller.user, { fastDelivery: true, availableCount: 100, maxCount: 50, points: 0, price: 30 });
    buyer = await createBuyer([]);
    stranger = await createBuyer([]);
  });

  test('switched off, checkout refuses transfer orders and nothing changes; only a super admin switches it on, with details of sensible length', async () => {
    await setCart(buyer.user._id, [{ product: product._id, count: 1 }]);
    const stock = await stockOf(product);
    const refused = await postOrder(buyer.token, orderPayload({ paymentType: 'OnlineTransfer' }));
    expect([refused.status, refused.body.message]).toEqual([400, m.transfer.disabled]);
    expect(await stockOf(product)).toBe(stock);
    expect(await Order.countDocuments({ 'user._id': buyer.user._id })).toBe(0);

    for (const who of [buyer, orderAdmin]) expect((await saveSettings(who.token, { enabled: true, details: DETAILS })).status).toBe(403);
    const tooShort = await saveSettings(superAdmin.token, { enabled: true, details: 'Zelle' });
    expect([tooShort.status, tooShort.body.message]).toEqual([400, m.transfer.detailsInvalid(10, 600)]);
    const control = await saveSettings(superAdmin.token, { enabled: true, details: 'Zelle: a\u0000b pagos@importa.example' });
    expect(control.status).toBe(400);
    expect((await postOrder(buyer.token, orderPayload({ paymentType: 'OnlineTransfer' }))).status).toBe(400);

    const saved = await saveSettings(superAdmin.token, { enabled: true, details: `  ${DETAILS}  ` });
    expect(saved.status).toBe(200);
    const admin = await call<TransferAdminDto>(adminTransfer.GET, { url: '/api/admin/transfer', token: superAdmin.token });
    expect(admin.body.settings).toMatchObject({ enabled: true, details: DETAILS });
    expect((await call(adminTransfer.GET, { url: '/api/admin/transfer', token: orderAdmin.token })).status).toBe(403);
  });

  test('the buyer sees the details and the amount, sends the receipt (checked by its bytes), and the order waits as "Pago por verificar"', async () => {
    const orderId = await placeTransferOrder();
    const placed = (await Order.findById(orderId).lean())!;
    expect(placed.transfer?.state).toBe('esperandoComprobante');
    expect(placed.transfer?.payBy?.getTime()).toBe(placed.statuses[0].date!.getTime() + TRANSFER_PAY_WITHIN_HOURS * HOUR);
    const own = (await orderAs(buyer.token, String(buyer.user._id), orderId))!;
    expect(own.transfer).toMatchObject({ state: 'esperandoComprobante', instructions: DETAILS, amount: own.total, receipt: null, cancellable: true });
    expect(own.total).toBe(60);
    expect(own.balance.state).toBe('pendiente');

    // Another buyer: refused with the orders' message, nothing stored or changed.
    const foreign = await sendReceipt(stranger.token, orderId, await screenshot());
    expect([foreign.status, foreign.body.message]).toEqual([403, m.orders.forbidden]);
    // The wrong type, whatever its name and declared type say; too large.
    const html = await sendReceipt(buyer.token, orderId, Buffer.from('<html><script>alert(1)</script></html>'), 'pago.png', 'image/png');
    expect([html.status, html.body.message]).toEqual([400, m.transfer.receiptType]);
    const fakePdf = await sendReceipt(buyer.token, orderId, Buffer.from('%PDF-1.4 <script>'), 'pago.pdf', 'application/pdf');
    expect(fakePdf.status).toBe(400);
    const huge = await sendReceipt(buyer.token, orderId, Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES)]), 'pago.pdf', 'application/pdf');
    expect([huge.status, huge.body.message]).toEqual([400, m.transfer.receiptSize(5)]);
    expect(storedFiles()).toEqual([]);
    expect((await Order.findById(orderId).lean())!.transfer?.state).toBe('esperandoComprobante');

    const sent = await sendReceipt(buyer.token, orderId, await screenshot(), 'captura.pdf', 'application/pdf');
    expect([sent.status, sent.body.message]).toEqual([200, m.transfer.receiptSent]);
    const waiting = (await orderAs(buyer.token, String(buyer.user._id), orderId))!;
    expect(waiting.transfer).toMatchObject({ state: 'porVerificar', cancellable: false });
    expect(waiting.balance.state).toBe('porVerificar');
    expect(m.cash.statuses[waiting.balance.state]).toBe('Pago por verificar');
    expect(waiting.currentStatus).toBe(m.orderStatus.requested);

    // The buyer and the super admins get a link that opens it; an order admin gets none; a forged link opens nothing.
    const image = await openReceipt(waiting.transfer!.receipt!.path);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(image.headers.get('cache-control')).toContain('private');
    const asAdmin = (await orderAs(superAdmin.token, String(buyer.user._id), orderId))!;
    expect(asAdmin.transfer?.receipt?.path).toMatch(/^\/api\/orders\/transferReceipt\//);
    expect((await orderAs(orderAdmin.token, String(buyer.user._id), orderId))!.transfer?.receipt).toBeNull();
    const forged = waiting.transfer!.receipt!.path.replace(/\.[A-Za-z0-9_-]{22}$/, `.${'A'.repeat(22)}`);
    expect((await openReceipt(forged)).status).toBe(404);
    // A second receipt while the first is under review is refused.
    expect((await sendReceipt(buyer.token, orderId, PDF, 'otro.pdf', 'application/pdf')).status).toBe(409);
    // An order admin cannot confirm it by a status change: the payment is confirmed with its receipt.
    const advanced = await call<Answer>(orders.PATCH, {
      url: '/api/orders',
      method: 'PATCH',
      token: orderAdmin.token,
      body: { _id: orderId, newStatus: 'Confirmado', paymentObservation: 'pagado' },
    });
    expect([advanced.status, advanced.body.message]).toEqual([409, m.transfer.verifyFirst]);
  });

  test('rejected with a reason, the buyer sends another (a PDF); two confirmations at once: one wins, the order is Confirmado and paid, finances count it', async () => {
    const orderId = await placeTransferOrder(3);
    expect((await sendReceipt(buyer.token, orderId, await screenshot())).status).toBe(200);
    const first = (await Order.findById(orderId).lean())!.transfer!.receipt!;
    expect((await reject(orderAdmin.token, { orderId, receipt: first, reason: 'Ilegible' })).status).toBe(403);
    const noReason = await reject(superAdmin.token, { orderId, receipt: first, reason: ' ' });
    expect([noReason.status, noReason.body.message]).toEqual([400, m.transfer.reasonInvalid(3, 300)]);
    const rejected = await reject(superAdmin.token, { orderId, receipt: first, reason: 'No se lee el importe' });
    expect([rejected.status, rejected.body.message]).toEqual([200, m.transfer.receiptRejected]);
    expect((await confirm(superAdmin.token, { orderId, receipt: first })).status).toBe(409);
    const told = (await orderAs(buyer.token, String(buyer.user._id), orderId))!;
    expect(told.transfer).toMatchObject({ state: 'rechazado', rejection: { reason: 'No se lee el importe' }, cancellable: true });

    expect((await sendReceipt(buyer.token, orderId, PDF, 'banco.pdf', 'application/pdf')).status).toBe(200);
    const second = (await orderAs(buyer.token, String(buyer.user._id), orderId))!.transfer!.receipt!;
    expect(second.kind).toBe('pdf');
    const pdf = await openReceipt(second.path);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await pdf.arrayBuffer())).toEqual(PDF);

    // A stale screen still showing the first receipt cannot confirm the second unseen.
    expect((await confirm(superAdmin.token, { orderId, receipt: first })).status).toBe(409);
    const race = await Promise.all(Array.from({ length: 5 }, () => confirm(superAdmin.token, { orderId, receipt: second.name, note: 'Zelle 8841' })));
    expect(race.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const paid = (await Order.findById(orderId).lean())!;
    expect(paid).toMatchObject({ currentStatus: m.orderStatus.confirmed, paymentStatus: 'pagado', paymentObservation: 'Zelle 8841' });
    expect(paid.transfer).toMatchObject({ state: 'confirmado', paidAmount: 90 });
    expect(paid.statuses.filter((s) => s.status === m.orderStatus.confirmed)).toHaveLength(1);
    const shown = (await orderAs(buyer.token, String(buyer.user._id), orderId))!;
    expect(shown.balance).toMatchObject({ state: 'pagado', charged: 90, due: 0 });
    expect((await cancelOwn(buyer.token, orderId)).status).toBe(409);

    const report = await call<FinancesReport>(finances.GET, { url: '/api/admin/finances', token: superAdmin.token });
    expect(report.body.sellers.find((s) => s.sellerId === String(seller.user._id))?.sales).toBeGreaterThanOrEqual(90);
  });

  test('the buyer cancels their unpaid transfer order and the stock returns; nobody else can, nor during the review', async () => {
    const before = await stockOf(product);
    const orderId = await placeTransferOrder(4);
    expect(await stockOf(product)).toBe(before - 4);
    const foreign = await cancelOwn(stranger.token, orderId);
    expect([foreign.status, foreign.body.message]).toEqual([403, m.orders.forbidden]);
    expect((await sendReceipt(buyer.token, orderId, PDF, 'b.pdf', 'application/pdf')).status).toBe(200);
    const duringReview = await cancelOwn(buyer.token, orderId);
    expect([duringReview.status, duringReview.body.message]).toEqual([409, m.transfer.cannotCancel]);
    const receipt = (await Order.findById(orderId).lean())!.transfer!.receipt!;
    expect((await reject(superAdmin.token, { orderId, receipt, reason: 'Importe equivocado' })).status).toBe(200);
    const cancels = await Promise.all([cancelOwn(buyer.token, orderId), cancelOwn(buyer.token, orderId)]);
    expect(cancels.map((c) => c.status).sort()).toEqual([200, 409]);
    expect(await stockOf(product)).toBe(before);
    expect((await Order.findById(orderId).lean())!.currentStatus).toBe(m.orderStatus.cancelled);
  });

  test('unpaid past the deadline, the order is cancelled and its stock returns exactly once, however many runs overlap; a receipt under review is left alone', async () => {
    const before = await stockOf(product);
    const unpaid = await placeTransferOrder(5);
    const underReview = await placeTransferOrder(1);
    expect((await sendReceipt(buyer.token, underReview, PDF, 'r.pdf', 'application/pdf')).status).toBe(200);
    expect(await stockOf(product)).toBe(before - 6);

    expect(await expireUnpaidTransfers(new Date(Date.now() + TRANSFER_PAY_WITHIN_HOURS * HOUR - 60_000))).toBe(0);
    const later = new Date(Date.now() + (TRANSFER_PAY_WITHIN_HOURS + 1) * HOUR);
    const runs = await Promise.all([expireUnpaidTransfers(later), expireUnpaidTransfers(later), expireUnpaidTransfers(later)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await expireUnpaidTransfers(later)).toBe(0);
    const expired = (await Order.findById(unpaid).lean())!;
    expect(expired.currentStatus).toBe(m.orderStatus.cancelled);
    expect(expired.statuses.filter((s) => s.status === m.orderStatus.cancelled)).toHaveLength(1);
    expect(expired.compensation?.state).toBe('done');
    expect(await stockOf(product)).toBe(before - 1);
    expect((await Order.findById(underReview).lean())!.transfer?.state).toBe('porVerificar');
    // Too late to pay the expired one.
    expect((await sendReceipt(buyer.token, unpaid, PDF, 'tarde.pdf', 'application/pdf')).status).toBe(409);
  });

  test("a receipt sent reaches the admins' room live; its rejection reaches the buyer by e-mail (reason, what to do, deadline in Havana time) and live", async () => {
    const orderId = await placeTransferOrder(1);
    const orderNumber = (await Order.findById(orderId, 'orderNumber').lean())!.orderNumber;
    const admin = await realtime.joined(superAdmin.user._id, superAdmin.token);
    const customer = await realtime.joined(buyer.user._id, buyer.token);
    const heard = (socket: typeof admin, event: string) => new Promise<unknown>((resolve) => socket.once(event, resolve));

    const receiptArrived = heard(admin, SOCKET_EVENTS.transferReceiptSent);
    expect((await sendReceipt(buyer.token, orderId, PDF, 'pago.pdf', 'application/pdf')).status).toBe(200);
    expect(await receiptArrived).toEqual({ orderId, orderNumber });

    const receipt = (await Order.findById(orderId).lean())!.transfer!.receipt!;
    const pageReloads = heard(customer, SOCKET_EVENTS.orderUpdated);
    const mailsBefore = mail.messages.length;
    expect((await reject(superAdmin.token, { orderId, receipt, reason: 'No se ve el número de operación' })).status).toBe(200);
    expect(await pageReloads).toMatchObject({ orderId, orderNumber });
    await afterAnswerDone();
    const payBy = (await Order.findById(orderId).lean())!.transfer!.payBy!;
    const sent = mail.messages.slice(mailsBefore);
    expect(sent.map((m) => m.to)).toEqual([[buyer.user.email.toLowerCase()]]);
    const text = mailText(sent[0].raw);
    expect(text).toContain(m.transfer.rejectedText(orderNumber, 'No se ve el número de operación'));
    expect(text).toContain(m.transfer.rejectedWhatNow(formatDateTime(payBy)));
  });

  test("old receipts of cancelled unpaid orders are deleted and marked removed; recent ones and a paid order's stay; a second purge changes nothing", async () => {
    const withReceipt = async () => {
      const orderId = await placeTransferOrder(1);
      expect((await sendReceipt(buyer.token, orderId, PDF, 'p.pdf', 'application/pdf')).status).toBe(200);
      return orderId;
    };
    const old = await withReceipt();
    const receipt = (await Order.findById(old).lean())!.transfer!.receipt!;
    expect((await reject(superAdmin.token, { orderId: old, receipt, reason: 'Ilegible' })).status).toBe(200);
    expect((await cancelOwn(buyer.token, old)).status).toBe(200);
    const recent = await withReceipt();
    expect(
      (await reject(superAdmin.token, { orderId: recent, receipt: (await Order.findById(recent).lean())!.transfer!.receipt!, reason: 'Ilegible' })).status,
    ).toBe(200);
    expect((await cancelOwn(buyer.token, recent)).status).toBe(200);
    const paid = await withReceipt();
    expect((await confirm(superAdmin.token, { orderId: paid, receipt: (await Order.findById(paid).lean())!.transfer!.receipt! })).status).toBe(200);
    expect(
      (await call(cancelRoute.PATCH, { url: `/api/orders/cancelOrder/${paid}`, method: 'PATCH', token: superAdmin.token, params: { orderId: paid } })).status,
    ).toBe(200);
    // The old one was cancelled longer ago than receipts are kept; the paid one too.
    const longAgo = new Date(Date.now() - (TRANSFER_RECEIPTS_KEEP_DAYS + 1) * DAY);
    await Order.updateMany({ _id: { $in: [old, paid] } }, { $set: { currentStatusDate: longAgo } });
    const filesOf = (orderId: string) => storedFiles().filter((f) => f.startsWith(`${orderId}${path.sep}`));
    expect([filesOf(old), filesOf(recent), filesOf(paid)].map((f) => f.length)).toEqual([1, 1, 1]);

    expect(await purgeOldReceipts()).toBeGreaterThanOrEqual(1);
    expect(filesOf(old)).toEqual([]);
    const purged = (await Order.findById(old).lean())!.transfer!;
    expect(purged.receiptsPurgedAt).toBeInstanceOf(Date);
    expect(purged.receipts!.every((r) => r.removedAt instanceof Date)).toBe(true);
    expect((await orderAs(buyer.token, String(buyer.user._id), old))!.transfer?.receipt).toBeNull();
    expect([filesOf(recent), filesOf(paid)].map((f) => f.length)).toEqual([1, 1]);
    expect((await Order.findById(paid).lean())!.transfer!.receipts!.some((r) => r.removedAt)).toBe(false);

    const snapshot = JSON.stringify(
      await Order.find({ _id: { $in: [old, recent, paid] } })
        .sort({ _id: 1 })
        .lean(),
    );
    const files = storedFiles();
    expect(await purgeOldReceipts()).toBe(0);
    expect(
      JSON.stringify(
        await Order.find({ _id: { $in: [old, recent, paid] } })
          .sort({ _id: 1 })
          .lean(),
      ),
    ).toBe(snapshot);
    expect(storedFiles()).toEqual(files);
  });

  test('switched off again, new transfer orders are refused while the ones placed keep their details', async () => {
    const orderId = await placeTransferOrder(1);
    expect((await saveSettings(superAdmin.token, { enabled: false, details: '' })).status).toBe(200);
    const refused = await postOrder(buyer.token, orderPayload({ paymentType: 'OnlineTransfer' }));
    expect([refused.status, refused.body.message]).toEqual([400, m.transfer.disabled]);
    expect((await orderAs(buyer.token, String(buyer.user._id), orderId))!.transfer?.instructions).toBe(DETAILS);
    expect((await sendReceipt(buyer.token, orderId, PDF, 'x.pdf', 'application/pdf')).status).toBe(200);
  });
});
