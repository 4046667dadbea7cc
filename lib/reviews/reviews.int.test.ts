import * as reviewsRoute from '@/app/api/reviews/route';
import * as reviewRoute from '@/app/api/reviews/[id]/route';
import * as replyRoute from '@/app/api/reviews/[id]/reply/route';
import * as hideRoute from '@/app/api/reviews/[id]/hide/route';
import * as photoRoute from '@/app/api/reviews/photo/route';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { resetEnvCache } from '@/lib/env';
import { messages as m } from '@/lib/messages';
import { productReviews, sellerRating } from '@/lib/reviews/read';
import { Product } from '@/models/Product';
import { Review } from '@/models/Review';
import { ReviewAudit } from '@/models/ReviewAudit';
import { User } from '@/models/User';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser, type TestProduct, type TestUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, havanaTerms, orderPayload, postOrder, setCart, type TestBuyer } from '@/scripts/test-support/orders';
import { confirmAndDeliver } from '@/scripts/test-support/delivery';
import { useMailCatcher } from '@/scripts/test-support/smtp';

jest.setTimeout(120_000);

type Answer = { message?: string; review?: { _id: string; editable: boolean } };
const scores = { rating: 5, asDescribed: true, onTime: true, comment: 'Llegó perfecto y bien embalado.' };

const post = (token: string, body: Record<string, unknown>) => call<Answer>(reviewsRoute.POST, { url: '/api/reviews', method: 'POST', token, body });
const edit = (token: string, id: string, body: Record<string, unknown>) =>
  call<Answer>(reviewRoute.PATCH, { url: `/api/reviews/${id}`, method: 'PATCH', token, body, params: { id } });
const reply = (token: string, id: string, text: string) =>
  call<Answer>(replyRoute.POST, { url: `/api/reviews/${id}/reply`, method: 'POST', token, body: { text }, params: { id } });
/** The product page's reviews, as the page asks for them (it has read the product and its seller). */
const reviewsPage = (shown: TestProduct) => productReviews(String(shown._id), String(shown.user));
const hide = (token: string, id: string, reason: string) =>
  call<Answer>(hideRoute.POST, { url: `/api/reviews/${id}/hide`, method: 'POST', token, body: { reason }, params: { id } });

describe('reviews only from buyers who received the goods', () => {
  useTestDatabase();
  useMailCatcher();
  let orderAdmin: TestUser;
  let superAdmin: TestUser;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestBuyer;
  let stranger: TestBuyer;
  let product: TestProduct;

  async function order(who: TestBuyer, productId: unknown, delivered: boolean): Promise<string> {
    await setCart(who.user._id, [{ product: String(productId), count: 1 }]);
    const res = await postOrder(who.token, orderPayload());
    expect(res.status).toBe(200);
    const orderId = res.body.orderId!;
    await confirmAndDeliver(orderId, orderAdmin.token, delivered);
    return orderId;
  }

  beforeAll(async () => {
    orderAdmin = await createUser({ isImportAdmin: true });
    superAdmin = await createUser({ isSuperAdmin: true });
    seller = await createUser({ isImportCompany: true, deliveryCosts: havanaTerms() });
    otherSeller = await createUser({ isImportCompany: true, deliveryCosts: havanaTerms() });
    product = await createProduct(seller.user, { fastDelivery: true, availableCount: 100, maxCount: 50, points: 0 });
    buyer = await createBuyer([], { name: 'Laura', lastName: 'Pérez' });
    stranger = await createBuyer([]);
  });

  test('the buyer of a delivered line rates it; the product and seller counters move by $inc and the product page shows it; nobody else may', async () => {
    const orderId = await order(buyer, product._id, true);
    const productId = String(product._id);
    expect((await post(stranger.token, { orderId, productId, ...scores })).status).toBe(403);
    expect((await post(seller.token, { orderId, productId, ...scores })).status).toBe(403);

    const res = await post(buyer.token, { orderId, productId, ...scores, rating: 4 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(m.reviews.saved);
    const again = await post(buyer.token, { orderId, productId, ...scores });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.reviews.exists);

    const listed = await call<{ reviews: { productId: string; rating: number; editable: boolean }[] }>(reviewsRoute.GET, {
      url: `/api/reviews?orderId=${orderId}`,
      token: buyer.token,
    });
    expect(listed.body.reviews).toMatchObject([{ productId, rating: 4, editable: true }]);
    expect((await call(reviewsRoute.GET, { url: `/api/reviews?orderId=${orderId}`, token: stranger.token })).status).toBe(403);

    const stored = await Product.findById(product._id, 'rating').lean();
    expect(stored?.rating).toEqual({ count: 1, sum: 4 });
    const page = await reviewsPage(product);
    expect(page).toMatchObject({
      sellerId: String(seller.user._id),
      average: 4,
      count: 1,
      reviews: [{ buyerName: 'Laura P.', rating: 4, comment: scores.comment, reply: null }],
    });
    expect(await sellerRating(String(seller.user._id))).toEqual({ count: 1, average: 4, asDescribedPercent: 100, onTimePercent: 100 });
  });

  test('before delivery the buyer may not rate; the seller may not rate their own product even as its buyer', async () => {
    const pending = await order(buyer, product._id, false);
    const early = await post(buyer.token, { orderId: pending, productId: String(product._id), ...scores });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(m.reviews.notDelivered);

    const sellerBuyer = await createBuyer([], { isImportCompany: true, deliveryCosts: havanaTerms() });
    const own = await createProduct(sellerBuyer.user, { fastDelivery: true, availableCount: 10, maxCount: 5, points: 0 });
    const orderId = await order(sellerBuyer, own._id, true);
    const res = await post(sellerBuyer.token, { orderId, productId: String(own._id), ...scores });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(m.reviews.ownProduct);
    expect(await Review.countDocuments({ product: own._id })).toBe(0);
  });

  test('ten identical reviews sent at once make one review and one count', async () => {
    const fresh = await createProduct(seller.user, { fastDelivery: true, availableCount: 10, maxCount: 5, points: 0 });
    const orderId = await order(buyer, fresh._id, true);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(buyer.token, { orderId, productId: String(fresh._id), ...scores })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect((await Product.findById(fresh._id, 'rating').lean())?.rating).toEqual({ count: 1, sum: 5 });
  });

  test('the author edits within 30 days (the counters follow), not after, and nobody else edits', async () => {
    const fresh = await createProduct(seller.user, { fastDelivery: true, availableCount: 10, maxCount: 5, points: 0 });
    const orderId = await order(buyer, fresh._id, true);
    const id = (await post(buyer.token, { orderId, productId: String(fresh._id), ...scores })).body.review!._id;
    expect((await edit(stranger.token, id, { ...scores, rating: 1 })).status).toBe(403);
    const changed = await edit(buyer.token, id, { ...scores, rating: 2, asDescribed: false });
    expect(changed.status).toBe(200);
    expect((await Product.findById(fresh._id, 'rating').lean())?.rating).toEqual({ count: 1, sum: 2 });

    await Review.collection.updateOne({ _id: (await Review.findById(id))!._id }, { $set: { createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) } });
    const late = await edit(buyer.token, id, { ...scores, rating: 5 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(m.reviews.editClosed);
    expect((await Product.findById(fresh._id, 'rating').lean())?.rating).toEqual({ count: 1, sum: 2 });
  });

  test('the product’s seller answers once; another seller and the buyer cannot', async () => {
    const fresh = await createProduct(seller.user, { fastDelivery: true, availableCount: 10, maxCount: 5, points: 0 });
    const orderId = await order(buyer, fresh._id, true);
    const id = (await post(buyer.token, { orderId, productId: String(fresh._id), ...scores })).body.review!._id;
    expect((await reply(otherSeller.token, id, 'No es mío')).status).toBe(403);
    expect((await reply(buyer.token, id, 'Yo mismo')).status).toBe(403);
    const answers = await Promise.all([reply(seller.token, id, '¡Gracias por su compra!'), reply(seller.token, id, 'Otra respuesta')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const page = await reviewsPage(fresh);
    expect(page?.reviews[0].reply?.text).toMatch(/^(¡Gracias por su compra!|Otra respuesta)$/);
  });

  test('a super admin hides a review with a reason kept in the audit log; it leaves the page and the counters, once', async () => {
    const fresh = await createProduct(seller.user, { fastDelivery: true, availableCount: 10, maxCount: 5, points: 0 });
    const orderId = await order(buyer, fresh._id, true);
    const id = (await post(buyer.token, { orderId, productId: String(fresh._id), ...scores })).body.review!._id;
    const before = (await User.findById(seller.user._id, 'sellerRating').lean())?.sellerRating;
    for (const who of [orderAdmin, seller]) expect((await hide(who.token, id, 'Insultos')).status).toBe(403);
    expect((await hide(superAdmin.token, id, '')).status).toBe(400);
    const answers = await Promise.all([hide(superAdmin.token, id, 'Lenguaje ofensivo'), hide(superAdmin.token, id, 'Lenguaje ofensivo')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await ReviewAudit.find({ review: id }).lean()).toMatchObject([{ by: superAdmin.user._id, action: 'hide', reason: 'Lenguaje ofensivo' }]);
    expect(await reviewsPage(fresh)).toMatchObject({ count: 0, reviews: [] });
    const after = (await User.findById(seller.user._id, 'sellerRating').lean())?.sellerRating;
    expect(after?.count).toBe(before!.count - 1);
    expect((await edit(buyer.token, id, scores)).status).toBe(409);
  });

  test('bad input changes nothing: a rating of 6, a foreign photo address, a comment too long', async () => {
    const picky = await createBuyer([]);
    const fresh = await createProduct(seller.user, { fastDelivery: true, availableCount: 10, maxCount: 5, points: 0 });
    const orderId = await order(picky, fresh._id, true);
    const productId = String(fresh._id);
    for (const body of [
      { ...scores, rating: 6 },
      { ...scores, rating: 4.5 },
      { ...scores, photoUrl: 'https://ejemplo.com/x.webp' },
      { ...scores, comment: 'x'.repeat(1001) },
      { ...scores, asDescribed: 'sí' },
    ]) {
      expect((await post(picky.token, { orderId, productId, ...body })).status).toBe(400);
    }
    expect(await Review.countDocuments({ product: fresh._id })).toBe(0);
  });

  test('a review picture comes only from a buyer who may review the product, and only an image by its bytes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'importa-review-photos-'));
    process.env.UPLOAD_DIR = dir;
    resetEnvCache();
    try {
      const shopper = await createBuyer([]);
      const fresh = await createProduct(seller.user, { fastDelivery: true, availableCount: 10, maxCount: 5, points: 0 });
      const orderId = await order(shopper, fresh._id, true);
      const send = async (token: string, bytes: Uint8Array, name: string) => {
        const form = new FormData();
        form.set('orderId', orderId);
        form.set('productId', String(fresh._id));
        form.set('file', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
        const response = await photoRoute.POST(
          new Request('http://localhost/api/reviews/photo', { method: 'POST', body: form, headers: { authorization: token } }),
          { params: Promise.resolve({}) },
        );
        return { status: response.status, body: (await response.json()) as { url?: string; message?: string } };
      };
      const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer();
      expect((await send(stranger.token, jpeg, 'foto.jpg')).status).toBe(403);
      const pdf = await send(shopper.token, Buffer.from('%PDF-1.4\n%%EOF'), 'foto.jpg');
      expect(pdf.status).toBe(400);
      expect(pdf.body.message).toBe(m.uploads.type);
      const ok = await send(shopper.token, jpeg, 'foto.jpg');
      expect(ok.status).toBe(200);
      expect(ok.body.url).toMatch(/^\/media\/\d{4}-\d{2}\/[0-9a-f]{24}\.webp$/);
      const saved = await post(shopper.token, { orderId, productId: String(fresh._id), ...scores, photoUrl: ok.body.url });
      expect(saved.status).toBe(200);
      expect((await reviewsPage(fresh))?.reviews[0].photoUrl).toBe(ok.body.url);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      delete process.env.UPLOAD_DIR;
      resetEnvCache();
    }
  });

  test('review writes are capped per user: the 21st in an hour is 429', async () => {
    const eager = await createBuyer([]);
    const fresh = await createProduct(seller.user, { fastDelivery: true, availableCount: 10, maxCount: 5, points: 0 });
    const orderId = await order(eager, fresh._id, true);
    for (let i = 0; i < 20; i++) expect((await post(eager.token, { orderId, productId: String(fresh._id), ...scores, rating: 9 })).status).toBe(400);
    expect((await post(eager.token, { orderId, productId: String(fresh._id), ...scores })).status).toBe(429);
  });
});
