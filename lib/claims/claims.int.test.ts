import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as claimsRoute from '@/app/api/claims/route';
import * as photoRoute from '@/app/api/claims/photo/route';
import * as photoTokenRoute from '@/app/api/claims/photo/[token]/route';
import * as sellerRoute from '@/app/api/claims/seller/route';
import * as adminRoute from '@/app/api/admin/claims/route';
import * as resolveRoute from '@/app/api/admin/claims/[id]/resolve/route';
import { financesReport } from '@/lib/admin/finances-service';
import { cashReport } from '@/lib/cash/service';
import type { AdminClaimsPage, ClaimDto, OrderClaimsDto } from '@/lib/claims/dto';
import { resetEnvCache } from '@/lib/env';
import { formatUsd } from '@/lib/money';
import { recoverResolvingClaims } from '@/lib/claims/recovery';
import { refundToCard } from '@/lib/claims/card-refund';
import { replaceLine, takeReplacementStock } from '@/lib/claims/replacement';
import { changeWallet } from '@/lib/wallet/ledger';
import type { LeanOrder } from '@/models/Order';
import { Types } from 'mongoose';
import { messages as m } from '@/lib/messages';
import { getUserSellingData } from '@/lib/selling/service';
import { Claim } from '@/models/Claim';
import { Conversation } from '@/models/Conversation';
import { ConversationMessage } from '@/models/ConversationMessage';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { User } from '@/models/User';
import { WalletEntry } from '@/models/WalletEntry';
import { startStripeMock, type StripeMock } from '@/scripts/test-support/stripe-mock';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser, type TestProduct, type TestUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, havanaTerms, orderPayload, postOrder, setCart } from '@/scripts/test-support/orders';
import { withTemporaryFolder } from '@/scripts/test-support/temporary-folder';
import { confirmAndDeliver } from '@/scripts/test-support/delivery';
import { useMailCatcher } from '@/scripts/test-support/smtp';

jest.setTimeout(180_000);

type Answer = { message?: string; claim?: ClaimDto; photo?: string };
const DAY = 24 * 3600 * 1000;

const privateDir = withTemporaryFolder('PRIVATE_UPLOAD_DIR', 'importa-claims-');

const open = (token: string, body: Record<string, unknown>) => call<Answer>(claimsRoute.POST, { url: '/api/claims', method: 'POST', token, body });
const resolve = (token: string, id: string, body: Record<string, unknown>) =>
  call<Answer>(resolveRoute.POST, { url: `/api/admin/claims/${id}/resolve`, method: 'POST', token, body, params: { id } });
const orderClaims = (token: string, orderId: string) => call<OrderClaimsDto>(claimsRoute.GET, { url: `/api/claims?orderId=${orderId}`, token });

async function sendPhoto(token: string, orderId: string, lineId: string, bytes: Uint8Array, name = 'foto.jpg') {
  const form = new FormData();
  form.set('orderId', orderId);
  form.set('lineId', lineId);
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
  const response = await photoRoute.POST(new Request('http://localhost/api/claims/photo', { method: 'POST', body: form, headers: { authorization: token } }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** A phone photo of the damage: a JPEG with the camera's make in its EXIF. */
const damagePhoto = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#884422' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TelefonoX' } })
    .toBuffer();

describe('claims that end in a refund', () => {
  useTestDatabase();
  useMailCatcher();
  let orderAdmin: TestUser;
  let superAdmin: TestUser;
  let seller: TestUser;
  let product: TestProduct;

  /** An order of `who` for `count` units of `productId`, confirmed and (when asked) delivered with the code. Answers the order and its line. */
  async function order(
    who: { user: { _id: unknown }; token: string },
    productId: unknown,
    delivered = true,
    count = 1,
  ): Promise<{ orderId: string; lineId: string }> {
    await setCart(String(who.user._id), [{ product: String(productId), count }]);
    const res = await postOrder(who.token, orderPayload());
    expect(res.status).toBe(200);
    const orderId = res.body.orderId!;
    await confirmAndDeliver(orderId, orderAdmin.token, delivered);
    const stored = await Order.findById(orderId, 'lines._id').lean();
    return { orderId, lineId: String(stored!.lines[0]._id) };
  }

  const lineOf = async (orderId: string) => (await Order.findById(orderId, 'lines').lean())!.lines[0];
  const stockOf = async (productId: unknown) => (await Product.findById(productId, 'availableCount').lean())!.availableCount;
  const walletOf = async (userId: unknown) => (await User.findById(userId, 'walletCents').lean())?.walletCents ?? 0;

  type CutKind = 'wallet' | 'card' | 'replacement' | 'refused';
  type Cut = 'taken' | 'reserved' | 'moved';
  const LONG_AGO = () => new Date(Date.now() - 11 * 60_000);

  /**
   * A resolution of `claimId` cut short after `cut`, written as resolveClaim leaves it: taken (what
   * is being done recorded on the claim), then the refund reserved on the line by the take (for a
   * replacement: its units taken, with the take's marker on the product), then the
   * money or goods moved (the wallet credit naming the claim, the Stripe refund, the replacement line).
   */
  async function cutResolution(claimId: string, kind: CutKind, amountCents: number, cut: Cut, takenAt = LONG_AGO()): Promise<void> {
    const takeId = new Types.ObjectId();
    const reason = kind === 'refused' ? 'Las fotos muestran el producto descrito.' : '';
    const taken = await Claim.findOneAndUpdate(
      { _id: claimId, status: 'open' },
      { $set: { status: 'resolving', resolution: { kind, amountCents, reason, by: superAdmin.user._id, at: null, takenAt, takeId } } },
      { returnDocument: 'after' },
    ).lean();
    if (cut === 'taken') return;
    const stored = (await Order.findById(taken!.order).lean<LeanOrder>())!;
    if (amountCents > 0) {
      await Order.updateOne({ _id: stored._id }, { $inc: { 'lines.0.refundedCents': amountCents }, $push: { 'lines.0.refundTakes': takeId } });
    }
    if (cut === 'reserved') {
      if (kind === 'replacement') await takeReplacementStock(stored.lines[0], takeId);
      return;
    }
    if (kind === 'wallet') {
      const credited = await changeWallet({ user: String(taken!.buyer), amountCents, kind: 'claimRefund', orderId: String(stored._id), claimId, reason: 'x' });
      expect(credited.status).toBe('applied');
    }
    if (kind === 'card') await refundToCard(stored, amountCents, claimId);
    if (kind === 'replacement') await replaceLine(stored, stored.lines[0], new Types.ObjectId(claimId), takeId);
  }

  /** The texts the order's conversation carries. */
  const chatOf = async (orderId: string) => {
    const conversation = await Conversation.findOne({ key: `order:${orderId}` }).lean();
    return (await ConversationMessage.find({ conversation: conversation!._id }).lean()).map((message) => message.text);
  };
  const stateOf = async (claimId: string) => (await Claim.findById(claimId).lean())!;
  /** Sweeps twice at once, then once more: the later one must find nothing to do. */
  async function sweepTwiceAtOnceThenAgain() {
    const [a, b] = await Promise.all([recoverResolvingClaims(), recoverResolvingClaims()]);
    const again = await recoverResolvingClaims();
    expect(again).toEqual({ resolved: 0, reopened: 0, left: 0 });
    return { resolved: a.resolved + b.resolved, reopened: a.reopened + b.reopened };
  }

  beforeAll(async () => {
    orderAdmin = await createUser({ isImportAdmin: true });
    superAdmin = await createUser({ isSuperAdmin: true });
    seller = await createUser({ isImportCompany: true, deliveryCosts: havanaTerms() });
    product = await createProduct(seller.user, {
      fastDelivery: true,
      availableCount: 200,
      maxCount: 50,
      points: 0,
      price: 12,
      importCost: 0,
      isManualImportCost: true,
    });
  });

  test('the buyer opens a claim with a photo (stripped, private); the conversation carries it; the seller sees it; nobody else may', async () => {
    const buyer = await createBuyer([]);
    const stranger = await createBuyer([]);
    const { orderId, lineId } = await order(buyer, product._id);
    const jpeg = await damagePhoto();

    expect((await sendPhoto(stranger.token, orderId, lineId, jpeg)).status).toBe(403);
    const pdf = await sendPhoto(buyer.token, orderId, lineId, Buffer.from('%PDF-1.4\n%%EOF'), 'foto.jpg');
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe(m.uploads.type);
    const uploaded = await sendPhoto(buyer.token, orderId, lineId, jpeg);
    expect(uploaded.status).toBe(200);
    const photo = uploaded.body.photo!;
    const stored = await sharp(fs.readFileSync(path.join(privateDir(), 'claims', orderId, `${photo}.webp`))).metadata();
    expect(stored.exif).toBeUndefined();
    expect(Math.max(stored.width!, stored.height!)).toBeLessThanOrEqual(960);

    const body = { orderId, lineId, reason: 'damaged', description: 'La caja llegó rota y la olla abollada.', photos: [photo] };
    const foreign = await open(stranger.token, body);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(m.claims.notBuyer);
    expect((await open(seller.token, body)).status).toBe(403);
    // Bad input changes nothing.
    expect((await open(buyer.token, { ...body, reason: 'cambié de idea' })).body.message).toBe(m.claims.chooseReason);
    expect((await open(buyer.token, { ...body, photos: ['f'.repeat(24)] })).body.message).toBe(m.claims.photoMissing);
    expect(await Claim.countDocuments({ order: orderId })).toBe(0);

    const opened = await open(buyer.token, body);
    expect(opened.status).toBe(200);
    expect(opened.body.message).toBe(m.claims.sent);
    const again = await open(buyer.token, body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.claims.alreadyOpen);
    expect((await lineOf(orderId)).claims).toBe(1);

    const listed = await orderClaims(buyer.token, orderId);
    expect(listed.body.claims).toMatchObject([{ reason: 'damaged', status: 'open', resolution: null }]);
    expect(listed.body.claimable).toEqual([]);
    expect((await orderClaims(stranger.token, orderId)).status).toBe(403);
    const photoPath = listed.body.claims[0].photos[0];
    const token = photoPath.split('/').at(-1)!;
    const served = await photoTokenRoute.GET(new Request(`http://localhost${photoPath}`), { params: Promise.resolve({ token }) });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const forged = `${token.slice(0, -2)}xx`;
    expect((await photoTokenRoute.GET(new Request('http://localhost/x'), { params: Promise.resolve({ token: forged }) })).status).toBe(404);

    const conversation = await Conversation.findOne({ key: `order:${orderId}` }).lean();
    const said = await ConversationMessage.find({ conversation: conversation!._id }).lean();
    expect(said.map((message) => message.text)).toEqual([m.claims.chatOpened(product.name, m.claims.reasons.damaged, body.description)]);

    const own = await call<{ claims: ClaimDto[] }>(sellerRoute.GET, { url: '/api/claims/seller', token: seller.token });
    expect(own.body.claims.map((claim) => claim.orderId)).toContain(orderId);
    expect((await call(sellerRoute.GET, { url: '/api/claims/seller', token: buyer.token })).status).toBe(403);
  });

  test('a seller may not claim on their own product, even as its buyer', async () => {
    const sellerAsBuyer = await createBuyer([], { isImportCompany: true, deliveryCosts: havanaTerms() });
    const own = await createProduct(sellerAsBuyer.user, { fastDelivery: true, availableCount: 10, maxCount: 5, points: 0 });
    const { orderId, lineId } = await order(sellerAsBuyer, own._id);
    const res = await open(sellerAsBuyer.token, { orderId, lineId, reason: 'missing' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(m.claims.ownProduct);
  });

  test('no claim before delivery, nor once 7 days have passed since it', async () => {
    const buyer = await createBuyer([]);
    const pending = await order(buyer, product._id, false);
    const early = await open(buyer.token, { ...pending, reason: 'missing' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(m.claims.notDelivered);

    const late = await order(buyer, product._id);
    await Order.updateOne({ _id: late.orderId }, { $set: { 'delivery.deliveredAt': new Date(Date.now() - 7 * DAY - 60_000) } });
    const res = await open(buyer.token, { ...late, reason: 'missing' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(m.claims.windowClosed);
    expect((await orderClaims(buyer.token, late.orderId)).body.claimable).toEqual([]);
    expect(await Claim.countDocuments({ order: { $in: [pending.orderId, late.orderId] } })).toBe(0);
  });

  test('only super admins resolve; a refund larger than the line is refused and changes nothing; refunds of every claim on a line stay within what it was paid', async () => {
    const buyer = await createBuyer([]);
    const { orderId, lineId } = await order(buyer, product._id, true, 2); // 2 × 12 USD
    const first = (await open(buyer.token, { orderId, lineId, reason: 'damaged' })).body.claim!;
    for (const who of [buyer, seller, orderAdmin]) expect((await resolve(who.token, first._id, { kind: 'wallet', amount: 1 })).status).toBe(403);

    const before = await walletOf(buyer.user._id);
    const tooLarge = await resolve(superAdmin.token, first._id, { kind: 'wallet', amount: 24.01 });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toBe(m.claims.refundTooLarge(formatUsd(24)));
    expect((await resolve(superAdmin.token, first._id, { kind: 'wallet', amount: -3 })).body.message).toBe(m.claims.amountInvalid);
    expect((await resolve(superAdmin.token, first._id, { kind: 'card', amount: 3 })).body.message).toBe(m.claims.notCardOrder);
    expect((await resolve(superAdmin.token, first._id, { kind: 'refused', reason: '' })).body.message).toBe(m.claims.reasonRequired);
    expect(await walletOf(buyer.user._id)).toBe(before);
    expect((await Claim.findById(first._id).lean())?.status).toBe('open');
    expect((await lineOf(orderId)).refundedCents ?? 0).toBe(0);

    const partial = await resolve(superAdmin.token, first._id, { kind: 'wallet', amount: 15 });
    expect(partial.status).toBe(200);
    expect(partial.body.claim).toMatchObject({ status: 'resolved', resolution: { kind: 'wallet', amount: 15 } });
    expect(await walletOf(buyer.user._id)).toBe(before + 1500);
    const entries = await WalletEntry.find({ userId: buyer.user._id, kind: 'claimRefund' }).lean();
    expect(entries).toMatchObject([{ amountCents: 1500, orderId: expect.anything() }]);

    // A second claim on the same line may refund only what is left: 9 USD.
    const second = (await open(buyer.token, { orderId, lineId, reason: 'notAsDescribed' })).body.claim!;
    const over = await resolve(superAdmin.token, second._id, { kind: 'wallet', amount: 9.01 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(m.claims.refundTooLarge(formatUsd(9)));
    expect((await resolve(superAdmin.token, second._id, { kind: 'wallet' })).body.claim).toMatchObject({ resolution: { amount: 9 } });
    expect((await lineOf(orderId)).refundedCents).toBe(2400);
    expect(await walletOf(buyer.user._id)).toBe(before + 2400);
    const third = await open(buyer.token, { orderId, lineId, reason: 'damaged' });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(m.claims.fullyRefunded);

    // The buyer reads the resolution; the conversation tells it; the admin's list, the cash screen, the seller's figures and the finances count the refunds.
    const seen = await orderClaims(buyer.token, orderId);
    expect(seen.body.claims.map((claim) => claim.resolution?.amount).sort()).toEqual([15, 9]);
    const conversation = await Conversation.findOne({ key: `order:${orderId}` }).lean();
    const texts = (await ConversationMessage.find({ conversation: conversation!._id }).lean()).map((message) => message.text);
    expect(texts).toContain(m.claims.chatWallet(product.name, formatUsd(15)));
    const all = await call<AdminClaimsPage>(adminRoute.GET, { url: '/api/admin/claims?status=all', token: superAdmin.token });
    expect(all.body.claims.find((claim) => claim._id === second._id)).toMatchObject({ paid: 24, refunded: 24, refundable: 0, paidByCard: false });
    expect((await call(adminRoute.GET, { url: '/api/admin/claims', token: orderAdmin.token })).status).toBe(403);
    expect((await cashReport()).claimRefunds.filter((row) => row.orderId === orderId).map((row) => row.amount)).toEqual([9, 15]);
    const figures = await getUserSellingData({ _id: String(seller.user._id), isImportCompany: true, isImportAdmin: false, isSuperAdmin: false });
    expect(figures.claims.refunded).toBeGreaterThanOrEqual(24);
    expect(figures.claims.claimedLines).toBeGreaterThanOrEqual(1);
    expect(figures.claims.ratePercent).toBeGreaterThan(0);
    expect((await financesReport({})).totals.refunds).toBeGreaterThanOrEqual(24);
  });

  test('a double resolution raced at once resolves once: one refund, one ledger entry, the others told it is resolved', async () => {
    const buyer = await createBuyer([]);
    const { orderId, lineId } = await order(buyer, product._id);
    const claim = (await open(buyer.token, { orderId, lineId, reason: 'missing' })).body.claim!;
    const before = await walletOf(buyer.user._id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => resolve(superAdmin.token, claim._id, i % 2 ? { kind: 'wallet' } : { kind: 'refused', reason: 'Llegó completo.' })),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === m.claims.alreadyResolved)).toBe(true);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409)).toEqual([]);
    const refunded = ok[0].body.claim!.resolution!.kind === 'wallet' ? 1200 : 0;
    expect(await walletOf(buyer.user._id)).toBe(before + refunded);
    expect(await WalletEntry.countDocuments({ userId: buyer.user._id, kind: 'claimRefund' })).toBe(refunded ? 1 : 0);
    expect((await lineOf(orderId)).refundedCents ?? 0).toBe(refunded);
  });

  test('two claims opened at once on one line: one is open, the other told so', async () => {
    const buyer = await createBuyer([]);
    const { orderId, lineId } = await order(buyer, product._id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => open(buyer.token, { orderId, lineId, reason: 'wrongItem' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(Array(4).fill(m.claims.alreadyOpen));
    expect(await Claim.countDocuments({ order: orderId })).toBe(1);
  });

  test('a replacement adds a line at no cost that travels on its own status, taking the stock; a refusal keeps its reason', async () => {
    const buyer = await createBuyer([]);
    const { orderId, lineId } = await order(buyer, product._id);
    const stockBefore = await stockOf(product._id);
    const claim = (await open(buyer.token, { orderId, lineId, reason: 'wrongItem' })).body.claim!;
    const replaced = await resolve(superAdmin.token, claim._id, { kind: 'replacement' });
    expect(replaced.status).toBe(200);
    const stored = await Order.findById(orderId, 'lines').lean();
    expect(stored!.lines).toHaveLength(2);
    expect(stored!.lines[1]).toMatchObject({ price: 0, importCost: 0, count: 1, trackStatus: { currentStatus: 'Confirmado' } });
    expect(String(stored!.lines[1].replacementFor)).toBe(claim._id);
    expect(await stockOf(product._id)).toBe(stockBefore - 1);
    expect((await resolve(superAdmin.token, claim._id, { kind: 'replacement' })).status).toBe(409);

    const other = await order(buyer, product._id);
    const refusedClaim = (await open(buyer.token, { ...other, reason: 'notAsDescribed' })).body.claim!;
    const refused = await resolve(superAdmin.token, refusedClaim._id, { kind: 'refused', reason: 'Las fotos muestran el producto descrito.' });
    expect(refused.body.claim).toMatchObject({ resolution: { kind: 'refused', reason: 'Las fotos muestran el producto descrito.', amount: 0 } });
  });

  test('claim writes are capped per user: the 11th in an hour is 429', async () => {
    const eager = await createBuyer([]);
    const { orderId, lineId } = await order(eager, product._id);
    for (let i = 0; i < 10; i++) expect((await open(eager.token, { orderId, lineId, reason: 'ninguno' })).status).toBe(400);
    expect((await open(eager.token, { orderId, lineId, reason: 'missing' })).status).toBe(429);
  });

  describe('a resolution cut half way (the process died) is finished or undone by the sweep, once', () => {
    test('a wallet refund cut after taking or after reserving is undone: the claim open again, the line as it was, no credit; it then resolves normally', async () => {
      for (const cut of ['taken', 'reserved'] as const) {
        const buyer = await createBuyer([]);
        const { orderId, lineId } = await order(buyer, product._id);
        const claim = (await open(buyer.token, { orderId, lineId, reason: 'damaged' })).body.claim!;
        await cutResolution(claim._id, 'wallet', 700, cut);
        expect((await lineOf(orderId)).refundedCents ?? 0).toBe(cut === 'reserved' ? 700 : 0);
        // Stuck until the sweep: the admin cannot resolve it.
        expect((await resolve(superAdmin.token, claim._id, { kind: 'wallet', amount: 7 })).status).toBe(409);

        expect(await sweepTwiceAtOnceThenAgain()).toEqual({ resolved: 0, reopened: 1 });
        expect(await stateOf(claim._id)).toMatchObject({ status: 'open', resolution: { kind: null, amountCents: 0 } });
        const line = await lineOf(orderId);
        expect(line.refundedCents ?? 0).toBe(0);
        expect(line.refundTakes ?? []).toEqual([]);
        expect(await WalletEntry.countDocuments({ userId: buyer.user._id, kind: 'claimRefund' })).toBe(0);
        expect(await walletOf(buyer.user._id)).toBe(0);

        const resolved = await resolve(superAdmin.token, claim._id, { kind: 'wallet', amount: 7 });
        expect(resolved.status).toBe(200);
        expect((await lineOf(orderId)).refundedCents).toBe(700);
        expect(await walletOf(buyer.user._id)).toBe(700);
      }
    });

    test('a wallet refund cut after the credit is finished: resolved with its amount, one credit, the line counting it once, the buyer told once', async () => {
      const buyer = await createBuyer([]);
      const { orderId, lineId } = await order(buyer, product._id);
      const claim = (await open(buyer.token, { orderId, lineId, reason: 'damaged' })).body.claim!;
      await cutResolution(claim._id, 'wallet', 500, 'moved');

      expect(await sweepTwiceAtOnceThenAgain()).toEqual({ resolved: 1, reopened: 0 });
      expect(await stateOf(claim._id)).toMatchObject({ status: 'resolved', openSlot: claim._id, resolution: { kind: 'wallet', amountCents: 500 } });
      expect((await lineOf(orderId)).refundedCents).toBe(500);
      expect(await WalletEntry.countDocuments({ userId: buyer.user._id, kind: 'claimRefund' })).toBe(1);
      expect(await walletOf(buyer.user._id)).toBe(500);
      expect((await chatOf(orderId)).filter((text) => text === m.claims.chatWallet(product.name, formatUsd(5)))).toHaveLength(1);
      // The line is free for another claim on what is left.
      expect((await orderClaims(buyer.token, orderId)).body.claimable.map((row) => row.lineId)).toEqual([lineId]);
    });

    test('a replacement is finished when its line was pushed (never pushed twice) and undone when not; a refusal is finished with its reason', async () => {
      const buyer = await createBuyer([]);
      const pushed = await order(buyer, product._id);
      const pushedClaim = (await open(buyer.token, { ...pushed, reason: 'wrongItem' })).body.claim!;
      await cutResolution(pushedClaim._id, 'replacement', 0, 'moved');
      const stored = (await Order.findById(pushed.orderId).lean<LeanOrder>())!;
      await expect(replaceLine(stored, stored.lines[0], new Types.ObjectId(pushedClaim._id), new Types.ObjectId())).rejects.toMatchObject({ code: 'conflict' });

      const notPushed = await order(buyer, product._id);
      const notPushedClaim = (await open(buyer.token, { ...notPushed, reason: 'wrongItem' })).body.claim!;
      await cutResolution(notPushedClaim._id, 'replacement', 0, 'taken');

      const stockTaken = await order(buyer, product._id);
      const stockTakenClaim = (await open(buyer.token, { ...stockTaken, reason: 'wrongItem' })).body.claim!;
      const stockBefore = await stockOf(product._id);
      await cutResolution(stockTakenClaim._id, 'replacement', 0, 'reserved');
      expect(await stockOf(product._id)).toBe(stockBefore - 1);

      const refusedOrder = await order(buyer, product._id);
      const refusedClaim = (await open(buyer.token, { ...refusedOrder, reason: 'notAsDescribed' })).body.claim!;
      await cutResolution(refusedClaim._id, 'refused', 0, 'taken');

      const stockBeforeSweep = await stockOf(product._id);
      expect(await sweepTwiceAtOnceThenAgain()).toEqual({ resolved: 2, reopened: 2 });
      // The unit taken for the replacement that never landed is back, once; no marker is left on the product.
      expect(await stockOf(product._id)).toBe(stockBeforeSweep + 1);
      expect(await stateOf(stockTakenClaim._id)).toMatchObject({ status: 'open' });
      expect((await Product.findById(product._id, 'orderHolds').lean())!.orderHolds ?? []).toEqual([]);
      const lines = (await Order.findById(pushed.orderId, 'lines').lean())!.lines;
      expect(lines).toHaveLength(2);
      expect(await stateOf(pushedClaim._id)).toMatchObject({ status: 'resolved', resolution: { kind: 'replacement', replacementLine: lines[1]._id } });
      expect((await chatOf(pushed.orderId)).filter((text) => text === m.claims.chatReplacement(product.name))).toHaveLength(1);
      expect(await stateOf(notPushedClaim._id)).toMatchObject({ status: 'open' });
      expect((await Order.findById(notPushed.orderId, 'lines').lean())!.lines).toHaveLength(1);
      expect(await stateOf(refusedClaim._id)).toMatchObject({
        status: 'resolved',
        resolution: { kind: 'refused', reason: 'Las fotos muestran el producto descrito.' },
      });
    });

    test('a resolution taken within the bound is left alone (it may still be running in another process)', async () => {
      const buyer = await createBuyer([]);
      const { orderId, lineId } = await order(buyer, product._id);
      const claim = (await open(buyer.token, { orderId, lineId, reason: 'missing' })).body.claim!;
      await cutResolution(claim._id, 'wallet', 300, 'reserved', new Date());
      expect(await recoverResolvingClaims()).toEqual({ resolved: 0, reopened: 0, left: 0 });
      expect((await stateOf(claim._id)).status).toBe('resolving');
      expect((await lineOf(orderId)).refundedCents).toBe(300);
      expect((await recoverResolvingClaims({ olderThanMs: 0 })).reopened).toBe(1);
    });
  });

  describe('refund to the card through Stripe (stripe-mock)', () => {
    let mock: StripeMock;
    beforeAll(async () => {
      mock = await startStripeMock();
    });
    afterAll(async () => {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_API_BASE']) delete process.env[key];
      resetEnvCache();
      await mock.stop();
    });

    test('a card order is refunded to its card in the currency it was paid; with Stripe out of reach nothing changes', async () => {
      const buyer = await createBuyer([]);
      const { orderId, lineId } = await order(buyer, product._id);
      await Order.updateOne(
        { _id: orderId },
        {
          $set: {
            paymentType: 'OnlineStripe',
            currencyData: { currencyName: 'eur', exchangeValue: 0.9 },
            payment: { stripeSessionId: 'cs_test_claim', paidAt: new Date(), amountPaid: 1080, currency: 'eur', paymentIntent: 'pi_test_claim' },
          },
        },
      );
      const claim = (await open(buyer.token, { orderId, lineId, reason: 'damaged' })).body.claim!;

      // No Stripe key: 502 with its message, the claim still open and the line's refunds untouched.
      const down = await resolve(superAdmin.token, claim._id, { kind: 'card', amount: 5 });
      expect(down.status).toBe(502);
      expect(down.body.message).toBe(m.claims.cardRefundFailed);
      expect((await Claim.findById(claim._id).lean())?.status).toBe('open');
      expect((await lineOf(orderId)).refundedCents ?? 0).toBe(0);

      Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_importa', STRIPE_API_BASE: mock.url });
      resetEnvCache();
      const before = await walletOf(buyer.user._id);
      const paid = await resolve(superAdmin.token, claim._id, { kind: 'card', amount: 5 });
      expect(paid.status).toBe(200);
      expect(paid.body.claim).toMatchObject({ resolution: { kind: 'card', amount: 5 } });
      const stored = await Claim.findById(claim._id).lean();
      expect(stored?.resolution?.stripeRefundId).toMatch(/^re_/);
      expect((await lineOf(orderId)).refundedCents).toBe(500);
      expect(await walletOf(buyer.user._id)).toBe(before);
    });

    test('with no answer from Stripe the claim stays taken, not reopened (the refund may exist), and the sweep finishes it once Stripe answers', async () => {
      const buyer = await createBuyer([]);
      const { orderId, lineId } = await order(buyer, product._id);
      await Order.updateOne(
        { _id: orderId },
        {
          $set: {
            paymentType: 'OnlineStripe',
            payment: { stripeSessionId: 'cs_test_silent', paidAt: new Date(), amountPaid: 1200, currency: 'usd', paymentIntent: 'pi_test_silent' },
          },
        },
      );
      const claim = (await open(buyer.token, { orderId, lineId, reason: 'damaged' })).body.claim!;

      // A port nobody listens on: the connection fails, as a Stripe that took the refund and whose answer was lost would look.
      Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_importa', STRIPE_API_BASE: 'http://127.0.0.1:9' });
      resetEnvCache();
      const silent = await resolve(superAdmin.token, claim._id, { kind: 'card', amount: 5 });
      expect([silent.status, silent.body.message]).toEqual([502, m.claims.cardRefundUnanswered]);
      expect((await stateOf(claim._id)).status).toBe('resolving');
      expect((await lineOf(orderId)).refundedCents).toBe(500);
      // A second try with another amount cannot start a second refund meanwhile.
      expect((await resolve(superAdmin.token, claim._id, { kind: 'card', amount: 3 })).status).toBe(409);

      Object.assign(process.env, { STRIPE_API_BASE: mock.url });
      resetEnvCache();
      expect((await recoverResolvingClaims({ olderThanMs: 0 })).resolved).toBe(1);
      expect(await stateOf(claim._id)).toMatchObject({
        status: 'resolved',
        resolution: { kind: 'card', amountCents: 500, stripeRefundId: expect.stringMatching(/^re_/) },
      });
      expect((await lineOf(orderId)).refundedCents).toBe(500);
    });

    test('a card refund cut after reserving or after Stripe refunded is asked of Stripe again with the claim key and finished; one cut before reserving is undone', async () => {
      Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_importa', STRIPE_API_BASE: mock.url });
      resetEnvCache();
      const buyer = await createBuyer([]);
      const card = {
        paymentType: 'OnlineStripe',
        payment: { stripeSessionId: 'cs_test_cut', paidAt: new Date(), amountPaid: 1200, currency: 'usd', paymentIntent: 'pi_test_cut' },
      };
      const reserved = await order(buyer, product._id);
      const refunded = await order(buyer, product._id);
      const taken = await order(buyer, product._id);
      for (const { orderId } of [reserved, refunded, taken]) await Order.updateOne({ _id: orderId }, { $set: card });
      const reservedClaim = (await open(buyer.token, { ...reserved, reason: 'damaged' })).body.claim!;
      const refundedClaim = (await open(buyer.token, { ...refunded, reason: 'damaged' })).body.claim!;
      const takenClaim = (await open(buyer.token, { ...taken, reason: 'damaged' })).body.claim!;
      await cutResolution(reservedClaim._id, 'card', 400, 'reserved');
      await cutResolution(refundedClaim._id, 'card', 400, 'moved');
      await cutResolution(takenClaim._id, 'card', 400, 'taken');

      expect(await sweepTwiceAtOnceThenAgain()).toEqual({ resolved: 2, reopened: 1 });
      for (const [claim, { orderId }] of [
        [reservedClaim, reserved],
        [refundedClaim, refunded],
      ] as const) {
        expect(await stateOf(claim._id)).toMatchObject({
          status: 'resolved',
          resolution: { kind: 'card', amountCents: 400, stripeRefundId: expect.stringMatching(/^re_/) },
        });
        expect((await lineOf(orderId)).refundedCents).toBe(400);
        expect((await chatOf(orderId)).filter((text) => text === m.claims.chatCard(product.name, formatUsd(4)))).toHaveLength(1);
      }
      expect((await stateOf(takenClaim._id)).status).toBe('open');
      expect((await lineOf(taken.orderId)).refundedCents ?? 0).toBe(0);
      expect(await walletOf(buyer.user._id)).toBe(0);
    });
  });
});
