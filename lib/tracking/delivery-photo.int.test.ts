import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as deliver from '@/app/api/tracking/deliver/route';
import * as uploadPhoto from '@/app/api/tracking/deliveryPhoto/route';
import * as photoRoute from '@/app/api/tracking/deliveryPhoto/[token]/route';
import * as ordersOfUser from '@/app/api/orders/ofuser/[userId]/route';
import * as share from '@/app/api/tracking/share/route';
import * as orders from '@/app/api/orders/route';
import { messages as m } from '@/lib/messages';
import type { OrderDto } from '@/lib/orders/dto';
import { trackingKey } from '@/lib/tracking/secret';
import { loadTracking } from '@/lib/tracking/service';
import { deliveryCode } from '@/lib/tracking/token';
import { PRIVATE_PHOTO_SIDE } from '@/lib/uploads/private-service';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser, type TestProduct, type TestUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { withTemporaryFolder } from '@/scripts/test-support/temporary-folder';
import { createBuyer, havanaTerms, orderPayload, postOrder, setCart, type TestBuyer } from '@/scripts/test-support/orders';
import { mailText, useMailCatcher } from '@/scripts/test-support/smtp';

jest.setTimeout(90_000);

type Answer = { message?: string; photo?: string };

const folder = withTemporaryFolder('PRIVATE_UPLOAD_DIR', 'importa-private-');

/** A phone photo: 2000 × 1500 JPEG carrying the camera's make and the GPS position in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#7a5230' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TelefonoX', Model: 'Camara 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 8/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '82/1 23/1 0/1' },
    })
    .toBuffer();

async function sendPhoto(token: string, orderId: string, bytes: Uint8Array, name = 'foto.jpg', type = 'image/jpeg'): Promise<{ status: number; body: Answer }> {
  const form = new FormData();
  form.set('orderId', orderId);
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  const response = await uploadPhoto.POST(
    new Request('http://localhost/api/tracking/deliveryPhoto', { method: 'POST', body: form, headers: { authorization: token } }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, body: (await response.json()) as Answer };
}

const enterCode = (token: string, body: Record<string, unknown>) => call<Answer>(deliver.POST, { url: '/api/tracking/deliver', method: 'POST', token, body });
const codeOf = (orderId: string) => deliveryCode(orderId, trackingKey());

async function openPhoto(photoPath: string): Promise<Response> {
  const token = photoPath.split('/').pop()!;
  return photoRoute.GET(new Request(`http://localhost${photoPath}`), { params: Promise.resolve({ token }) });
}

async function orderAs(token: string, userId: string, orderId: string): Promise<OrderDto | undefined> {
  const res = await call<{ orders: OrderDto[] }>(ordersOfUser.GET, { url: `/api/orders/ofuser/${userId}?orderId=${orderId}`, token, params: { userId } });
  return res.body.orders?.find((o) => o._id === orderId);
}

describe('proof of delivery with a photo', () => {
  useTestDatabase();
  const mail = useMailCatcher();
  let orderAdmin: TestUser;
  let stranger: TestUser;
  let otherSeller: TestUser;
  let buyer: TestBuyer;
  let seller: TestUser;
  let product: TestProduct;

  async function placeOrder(): Promise<string> {
    await setCart(buyer.user._id, [{ product: product._id, count: 1 }]);
    const res = await postOrder(buyer.token, orderPayload());
    expect(res.status).toBe(200);
    const confirmed = await call(orders.PATCH, {
      url: '/api/orders',
      method: 'PATCH',
      token: orderAdmin.token,
      body: { _id: res.body.orderId, newStatus: 'Confirmado', paymentObservation: 'Efectivo al entregar' },
    });
    expect(confirmed.status).toBe(200);
    return res.body.orderId!;
  }

  beforeAll(async () => {
    orderAdmin = await createUser({ isImportAdmin: true });
    stranger = await createUser();
    otherSeller = await createUser({ isImportCompany: true, deliveryCosts: havanaTerms() });
    seller = await createUser({ isImportCompany: true, deliveryCosts: havanaTerms() });
    product = await createProduct(seller.user, { fastDelivery: true, availableCount: 50, maxCount: 50, points: 0 });
    buyer = await createBuyer([]);
  });

  test('the courier’s photo is stored without GPS or camera data and resized; the buyer, the order admins and the tracking page show it with the time and receiver', async () => {
    const orderId = await placeOrder();
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(before.exif?.length).toBeGreaterThan(0);

    const sent = await sendPhoto(orderAdmin.token, orderId, original);
    expect(sent.status).toBe(200);
    expect(sent.body.photo).toMatch(/^[0-9a-f]{24}$/);
    const stored = fs.readFileSync(path.join(folder(), 'delivery', orderId, `${sent.body.photo}.webp`));
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('webp');
    expect(Math.max(after.width!, after.height!)).toBe(PRIVATE_PHOTO_SIDE);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('TelefonoX'))).toBe(false);

    const done = await enterCode(orderAdmin.token, { orderId, code: codeOf(orderId), photo: sent.body.photo, receiverName: '  Luis Gómez ' });
    expect(done.status).toBe(200);

    const own = await orderAs(buyer.token, String(buyer.user._id), orderId);
    expect(own?.currentStatus).toBe('Entregado');
    expect(own?.delivery.proof).toMatchObject({ receiverName: 'Luis Gómez' });
    expect(own?.delivery.proof?.photoPath).toMatch(/^\/api\/tracking\/deliveryPhoto\/[0-9a-f]{24}\.[A-Za-z0-9_-]{22}$/);
    const adminView = await call<{ orders: OrderDto[] }>(orders.GET, { url: `/api/orders?orderId=${orderId}`, token: orderAdmin.token });
    expect(adminView.body.orders.find((o) => o._id === orderId)?.delivery.proof?.photoPath).toBe(own?.delivery.proof?.photoPath);

    const served = await openPhoto(own!.delivery.proof!.photoPath!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);

    const link = await call<{ path: string }>(share.GET, { url: `/api/tracking/share?orderId=${orderId}`, token: buyer.token });
    const tracking = await loadTracking(link.body.path.split('/').pop()!);
    expect(tracking?.proof).toEqual(own?.delivery.proof);

    const delivered = mailText(mail.lastTo(buyer.user.email)!.raw);
    expect(delivered).toContain(`Entregado`);
    expect(delivered).toContain('a Luis Gómez');
    expect(delivered).toContain(own!.delivery.proof!.photoPath!);
  });

  test('an order delivered without a photo says so on the order, the tracking page and the e-mail', async () => {
    const orderId = await placeOrder();
    expect((await enterCode(orderAdmin.token, { orderId, code: codeOf(orderId) })).status).toBe(200);
    const own = await orderAs(buyer.token, String(buyer.user._id), orderId);
    expect(own?.delivery.proof).toMatchObject({ photoPath: null, receiverName: '' });
    expect(mailText(mail.lastTo(buyer.user.email)!.raw)).toContain(m.tracking.noPhoto);
  });

  test('only the order’s courier may send its photo: not its buyer, another buyer or a seller of another order', async () => {
    const orderId = await placeOrder();
    const photo = await phonePhoto();
    for (const who of [buyer.token, stranger.token, otherSeller.token]) expect((await sendPhoto(who, orderId, photo)).status).toBe(403);
    expect(fs.existsSync(path.join(folder(), 'delivery', orderId))).toBe(false);
    // The seller who delivers their own order is its courier.
    expect((await sendPhoto(seller.token, orderId, photo)).status).toBe(200);
  });

  test('a file that is not an image by its bytes is refused whatever its name; nothing is stored', async () => {
    const orderId = await placeOrder();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const res = await sendPhoto(orderAdmin.token, orderId, pdf, 'foto.jpg', 'image/jpeg');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(m.uploads.type);
    expect(fs.existsSync(path.join(folder(), 'delivery', orderId))).toBe(false);
  });

  test('a photo stored for another order, or a made-up name, is refused and the order stays on its way', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const sent = await sendPhoto(orderAdmin.token, first, await phonePhoto());
    for (const photo of [sent.body.photo, 'a'.repeat(24)]) {
      const res = await enterCode(orderAdmin.token, { orderId: second, code: codeOf(second), photo });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(m.tracking.photoMissing);
    }
    const own = await orderAs(buyer.token, String(buyer.user._id), second);
    expect(own?.currentStatus).toBe('Confirmado');
  });

  test('the photo is not shown to a seller, and a forged or tracking token opens nothing', async () => {
    const orderId = await placeOrder();
    const sent = await sendPhoto(orderAdmin.token, orderId, await phonePhoto());
    await enterCode(orderAdmin.token, { orderId, code: codeOf(orderId), photo: sent.body.photo });
    const sellerView = await orderAs(seller.token, String(buyer.user._id), orderId);
    expect(sellerView?.delivery.proof ?? null).toBeNull();
    const link = await call<{ path: string }>(share.GET, { url: `/api/tracking/share?orderId=${orderId}`, token: buyer.token });
    const trackingToken = link.body.path.split('/').pop()!;
    expect((await openPhoto(`/api/tracking/deliveryPhoto/${trackingToken}`)).status).toBe(404);
    expect((await openPhoto(`/api/tracking/deliveryPhoto/${orderId}.${'A'.repeat(22)}`)).status).toBe(404);
    expect((await openPhoto('/api/tracking/deliveryPhoto/..%2F..%2Fetc')).status).toBe(404);
  });
});
