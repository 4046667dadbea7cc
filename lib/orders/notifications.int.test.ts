import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import dns from 'node:dns';
import fs from 'node:fs';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import * as orders from '@/app/api/orders/route';
import { afterAnswerDone } from '@/lib/after-answer';
import { resetEnvCache } from '@/lib/env';
import { resetMailTransport } from '@/lib/mail/transport';
import { ADMINS_ROOM, SOCKET_EVENTS, userRoom } from '@/lib/realtime/events';
import { User } from '@/models/User';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, createSeller, postOrder } from '@/scripts/test-support/orders';
import { startMailCatcher } from '@/scripts/test-support/smtp';

jest.setTimeout(60_000);

/*
 * The store only posts to push endpoints on public hosts, so the local push service answers under a public-looking
 * name that this test alone resolves to 127.0.0.1 (through the global agent web-push posts with).
 */
const PUSH_HOST = 'push.importa-pruebas.com';

/** A push service on 127.0.0.1 (self-signed TLS, named PUSH_HOST): /gone answers 410, anything else 201. */
async function startPushService() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      `/CN=${PUSH_HOST}`,
      '-addext',
      `subjectAltName=DNS:${PUSH_HOST}`,
      '-days',
      '1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const received: string[] = [];
  const server = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) }, (req, res) => {
    received.push(req.url ?? '');
    req.resume();
    res.statusCode = req.url === '/gone' ? 410 : 201;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const cert = fs.readFileSync(path.join(dir, 'cert.pem'));
  return { url: `https://${PUSH_HOST}:${port}`, cert, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function subscription(endpoint: string) {
  const keys = crypto.createECDH('prime256v1');
  keys.generateKeys();
  return { endpoint, keys: { p256dh: keys.getPublicKey('base64url'), auth: crypto.randomBytes(16).toString('base64url') } };
}

describe('order notifications: web push and e-mail', () => {
  useTestDatabase();
  let push: Awaited<ReturnType<typeof startPushService>>;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  const trusted = https.globalAgent.options.ca;
  const lookup = https.globalAgent.options.lookup;

  beforeAll(async () => {
    push = await startPushService();
    mail = await startMailCatcher();
    https.globalAgent.options.ca = push.cert; // web-push posts through the global agent: trust the local service's own certificate
    https.globalAgent.options.lookup = ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
      if (hostname !== PUSH_HOST) return (lookup ?? dns.lookup)(hostname, options as dns.LookupOptions, callback as never);
      return options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);
    }) as typeof dns.lookup;
  });
  afterAll(async () => {
    https.globalAgent.options.ca = trusted;
    https.globalAgent.options.lookup = lookup;
    delete process.env.VAPID_PUBLIC_KEY;
    delete process.env.VAPID_PRIVATE_KEY;
    resetEnvCache();
    await Promise.all([push.stop(), mail.stop()]);
  });

  async function orderWithSubscriptions() {
    const product = await createProduct(await createSeller(), { fastDelivery: true });
    const subscriptions = [subscription(`${push.url}/ok`), subscription(`${push.url}/gone`)];
    const buyer = await createBuyer([{ product: product._id, count: 1 }], { subscriptions });
    const res = await postOrder(buyer.token);
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
    await afterAnswerDone(); // push and e-mail follow the answer
    return { buyer, res };
  }

  test('without VAPID keys no push is sent; the e-mail still is', async () => {
    const { buyer, res } = await orderWithSubscriptions();
    expect(push.received).toEqual([]);
    expect(mail.lastTo(buyer.user.email)?.raw).toContain(`#${res.body.orderNumber}`);
  });

  test('socket events: orderCreated to the buyer and the admins, orderUpdated on a status change', async () => {
    const emitted: [string, string, unknown][] = [];
    const slot = globalThis as { __importaRealtime?: { io?: unknown } };
    const previous = slot.__importaRealtime?.io;
    slot.__importaRealtime = { io: { to: (room: string) => ({ emit: (event: string, payload: unknown) => emitted.push([room, event, payload]) }) } };
    try {
      const { buyer, res } = await orderWithSubscriptions();
      const payload = { orderId: res.body.orderId, orderNumber: res.body.orderNumber, currentStatus: 'Solicitado' };
      // The sellers' deliveriesChanged is asserted in lib/selling/deliveries-live.int.test.ts.
      const toBuyerAndAdmins = () => emitted.filter(([, event]) => event !== SOCKET_EVENTS.deliveriesChanged);
      expect(toBuyerAndAdmins()).toEqual([
        [userRoom(String(buyer.user._id)), SOCKET_EVENTS.orderCreated, payload],
        [ADMINS_ROOM, SOCKET_EVENTS.orderCreated, payload],
      ]);
      const admin = await createUser({ isImportAdmin: true });
      await call(orders.PATCH, {
        url: '/api/orders',
        method: 'PATCH',
        token: admin.token,
        body: { _id: res.body.orderId, newStatus: 'Confirmado', paymentObservation: 'Efectivo' },
      });
      expect(toBuyerAndAdmins()[2]).toEqual([userRoom(String(buyer.user._id)), SOCKET_EVENTS.orderUpdated, { ...payload, currentStatus: 'Confirmado' }]);
    } finally {
      slot.__importaRealtime = { io: previous };
    }
  });

  test('with VAPID keys each subscription gets the push; one answering 410 is dropped', async () => {
    const keys = webpush.generateVAPIDKeys();
    Object.assign(process.env, { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    resetEnvCache();
    const { buyer } = await orderWithSubscriptions();
    expect(push.received.sort()).toEqual(['/gone', '/ok']);
    const stored = (await User.findById(buyer.user._id).lean())!.subscriptions.map((s) => s.endpoint);
    expect(stored).toEqual([`${push.url}/ok`]);
  });

  test('the answer does not wait for the e-mail; a failed e-mail is logged', async () => {
    // An SMTP server that accepts the connection and never greets: waiting for it would hold the order's answer.
    const held: net.Socket[] = [];
    const silent = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const catcherUrl = process.env.SMTP_URL;
    process.env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    resetEnvCache();
    resetMailTransport();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const product = await createProduct(await createSeller(), { fastDelivery: true });
      const buyer = await createBuyer([{ product: product._id, count: 1 }]);
      const res = await postOrder(buyer.token);
      expect(res.status).toBe(200);
      for (let i = 0; i < 200 && held.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(held.length).toBe(1);
      expect(errors).not.toHaveBeenCalled(); // the e-mail was still under way when the order answered
      for (const socket of held) socket.destroy(); // the server hangs up: the send fails
      await afterAnswerDone();
      expect(errors).toHaveBeenCalledWith('[orders] orderCreated:', expect.any(Error));
    } finally {
      errors.mockRestore();
      process.env.SMTP_URL = catcherUrl;
      resetEnvCache();
      resetMailTransport();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
