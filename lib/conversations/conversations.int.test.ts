import crypto from 'node:crypto';
import * as list from '@/app/api/conversations/route';
import * as unread from '@/app/api/conversations/unread/route';
import * as one from '@/app/api/conversations/[id]/route';
import * as history from '@/app/api/conversations/[id]/messages/route';
import * as read from '@/app/api/conversations/[id]/read/route';
import { RATE_RULES } from '@/lib/auth/rate-limit';
import { messages as m } from '@/lib/messages';
import { Conversation } from '@/models/Conversation';
import { ConversationMessage } from '@/models/ConversationMessage';
import { Order } from '@/models/Order';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { startMailCatcher } from '@/scripts/test-support/smtp';
import type { ConversationDto, ConversationListDto, MessageDto, MessagePageDto } from './dto';
import { MAX_MESSAGE_LENGTH, MESSAGES_PAGE_SIZE } from './rules';

jest.setTimeout(60_000);

type Person = Awaited<ReturnType<typeof createUser>>;
let buyerA: Person;
let buyerB: Person;
let seller: Person;
let orderAdmin: Person;
let superAdmin: Person;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

/** An order of `buyer`, written directly (these tests are about conversations, not checkout). */
async function orderOf(buyer: Person) {
  return Order.create({
    orderNumber: 100_000 + crypto.randomInt(800_000),
    user: { _id: buyer.user._id, name: 'Ana', lastName: 'Pérez', email: buyer.user.email },
    addressee: { name: 'Luis Gómez' },
    paymentType: 'OnDelivery',
  });
}

const open = (token: string | undefined, body: unknown) =>
  call<ConversationDto & { message?: string }>(list.POST, { url: '/api/conversations', method: 'POST', token, body });
const listOf = (token: string | undefined, page = 1) => call<ConversationListDto>(list.GET, { url: `/api/conversations?page=${page}`, token });
const unreadOf = async (token: string) => (await call<{ count: number }>(unread.GET, { url: '/api/conversations/unread', token })).body.count;
const getOne = (token: string | undefined, id: string) => call<ConversationDto>(one.GET, { url: `/api/conversations/${id}`, token, params: { id } });
const page = (token: string | undefined, id: string, before?: string) =>
  call<MessagePageDto>(history.GET, { url: `/api/conversations/${id}/messages${before ? `?before=${before}` : ''}`, token, params: { id } });
const send = (token: string | undefined, id: string, text: unknown) =>
  call<MessageDto & { message?: string }>(history.POST, { url: `/api/conversations/${id}/messages`, method: 'POST', token, body: { text }, params: { id } });
const markRead = (token: string | undefined, id: string) =>
  call<ConversationDto>(read.POST, { url: `/api/conversations/${id}/read`, method: 'POST', token, params: { id } });

describe('conversations: who reads and writes which', () => {
  useTestDatabase();
  beforeAll(async () => {
    mail = await startMailCatcher();
    [buyerA, buyerB, seller, orderAdmin, superAdmin] = await Promise.all([
      createUser(),
      createUser(),
      createUser({ isImportCompany: true }),
      createUser({ isImportAdmin: true }),
      createUser({ isSuperAdmin: true }),
    ]);
  });
  afterAll(() => mail.stop());

  test('a visitor gets 401 everywhere', async () => {
    const id = String((await open(buyerA.token, { kind: 'support' })).body._id);
    const answers = await Promise.all([
      listOf(undefined),
      open(undefined, { kind: 'support' }),
      getOne(undefined, id),
      page(undefined, id),
      send(undefined, id, 'hola'),
      markRead(undefined, id),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401]);
  });

  test("only the order's buyer opens the conversation about it; opening twice finds the same one", async () => {
    const order = await orderOf(buyerA);
    const body = { kind: 'order', orderId: String(order._id) };
    const first = await open(buyerA.token, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      kind: 'order',
      orderId: String(order._id),
      orderNumber: order.orderNumber,
      side: 'buyer',
      buyer: { _id: String(buyerA.user._id), name: 'Ana Pérez' },
    });
    expect((await open(buyerA.token, body)).body._id).toBe(first.body._id);
    for (const other of [buyerB, seller, orderAdmin, superAdmin]) expect((await open(other.token, body)).status).toBe(403);
    expect((await open(buyerA.token, { kind: 'order', orderId: '0'.repeat(24) })).status).toBe(404);
    expect((await open(buyerA.token, { kind: 'order' })).status).toBe(400);
    expect(await Conversation.countDocuments({ order: order._id })).toBe(1);
  });

  test('one support conversation per buyer', async () => {
    const a = await open(buyerA.token, { kind: 'support' });
    const b = await open(buyerB.token, { kind: 'support' });
    expect(a.body).toMatchObject({ kind: 'support', orderId: null, side: 'buyer' });
    expect(b.body._id).not.toBe(a.body._id);
    expect((await open(buyerA.token, { kind: 'support' })).body._id).toBe(a.body._id);
  });

  test("another buyer and a seller can neither read nor write a buyer's conversation; the store can", async () => {
    const order = await orderOf(buyerA);
    const { _id: id } = (await open(buyerA.token, { kind: 'order', orderId: String(order._id) })).body;
    expect((await send(buyerA.token, id, '¿Cuándo llega?')).status).toBe(200);
    for (const outsider of [buyerB, seller]) {
      const answers = await Promise.all([getOne(outsider.token, id), page(outsider.token, id), send(outsider.token, id, 'hola'), markRead(outsider.token, id)]);
      expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403]);
      expect((await listOf(outsider.token)).body.conversations.map((c) => c._id)).not.toContain(id);
    }
    for (const store of [orderAdmin, superAdmin]) {
      expect((await getOne(store.token, id)).body).toMatchObject({ side: 'store', orderNumber: order.orderNumber, buyer: { name: 'Ana Pérez' } });
      expect((await listOf(store.token)).body.conversations.map((c) => c._id)).toContain(id);
      expect((await send(store.token, id, `Respuesta de ${store.user.email}`)).body).toMatchObject({ side: 'store' });
    }
    const thread = (await page(buyerA.token, id)).body.messages;
    expect(thread.map((msg) => msg.side)).toEqual(['buyer', 'store', 'store']);
    expect(await ConversationMessage.countDocuments({ conversation: id })).toBe(3);
    expect((await getOne(buyerA.token, '0'.repeat(24))).status).toBe(404);
    expect((await getOne(buyerA.token, 'nope')).status).toBe(404);
  });

  test("a buyer's list holds only their own conversations; the store's list puts those waiting for it first", async () => {
    const waitingOld = (await open(buyerB.token, { kind: 'order', orderId: String((await orderOf(buyerB))._id) })).body._id;
    await send(buyerB.token, waitingOld, 'primera');
    const answered = (await open(buyerA.token, { kind: 'order', orderId: String((await orderOf(buyerA))._id) })).body._id;
    await send(buyerA.token, answered, 'segunda');
    await send(orderAdmin.token, answered, 'ya respondida');
    const own = (await listOf(buyerB.token)).body.conversations;
    expect(own.every((c) => c.buyer._id === String(buyerB.user._id))).toBe(true);
    const all = (await listOf(orderAdmin.token)).body.conversations;
    const position = (id: string) => all.findIndex((c) => c._id === id);
    expect(position(waitingOld)).toBeGreaterThanOrEqual(0);
    expect(position(waitingOld)).toBeLessThan(position(answered)); // unread by the store first, though older
    expect(all.find((c) => c._id === waitingOld)).toMatchObject({ unread: 1, lastMessageText: 'primera', buyer: { name: 'Ana Pérez' } });
  });

  test('read marks: each side counts its unread messages until it opens the conversation', async () => {
    const { _id: id } = (await open(buyerA.token, { kind: 'order', orderId: String((await orderOf(buyerA))._id) })).body;
    const [buyerBefore, adminBefore] = [await unreadOf(buyerA.token), await unreadOf(orderAdmin.token)];
    await send(buyerA.token, id, 'una');
    await send(buyerA.token, id, 'dos');
    expect(await unreadOf(orderAdmin.token)).toBe(adminBefore + 1);
    expect((await getOne(orderAdmin.token, id)).body.unread).toBe(2); // reading it does not mark it
    expect((await markRead(orderAdmin.token, id)).body.unread).toBe(0);
    expect(await unreadOf(orderAdmin.token)).toBe(adminBefore);
    expect(await unreadOf(superAdmin.token)).toBe(adminBefore); // the store reads as one side
    await send(superAdmin.token, id, 'respuesta');
    expect(await unreadOf(buyerA.token)).toBe(buyerBefore + 1);
    expect((await getOne(buyerA.token, id)).body.unread).toBe(1);
    await markRead(buyerA.token, id);
    expect(await unreadOf(buyerA.token)).toBe(buyerBefore);
  });

  test('validation: 1 to 1,000 characters after trimming, with Spanish messages; invalid sends are not counted', async () => {
    const { _id: id } = (await open(buyerB.token, { kind: 'support' })).body;
    const before = await ConversationMessage.countDocuments({ conversation: id });
    for (const [text, message] of [
      ['   ', m.conversations.textRequired],
      [42, m.conversations.textRequired],
      ['x'.repeat(MAX_MESSAGE_LENGTH + 1), m.conversations.textTooLong(MAX_MESSAGE_LENGTH)],
    ] as const) {
      const answer = await send(buyerB.token, id, text);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    const longest = await send(buyerB.token, id, ` ${'x'.repeat(MAX_MESSAGE_LENGTH)}\n`);
    expect(longest.status).toBe(200);
    expect(longest.body.text).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(await ConversationMessage.countDocuments({ conversation: id })).toBe(before + 1);
  });

  test('HTML stays text: stored and answered verbatim, e-mailed as plain text only', async () => {
    const { _id: id } = (await open(buyerA.token, { kind: 'support' })).body;
    const html = '<img src=x onerror="alert(1)"> <b>¿Llega</b> & mañana?';
    await markRead(buyerA.token, id);
    expect((await send(orderAdmin.token, id, html)).body.text).toBe(html);
    expect((await page(buyerA.token, id)).body.messages.at(-1)?.text).toBe(html);
    // The buyer has no socket open: the answer went by e-mail, text/plain, with no HTML part.
    const raw = mail.lastTo(buyerA.user.email)?.raw ?? '';
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).not.toMatch(/Content-Type: text\/html/i);
    expect(raw).toContain(m.conversationMail.subject);
  });

  test('the buyer away gets one e-mail per unread run, not one per message', async () => {
    const order = await orderOf(buyerB);
    const { _id: id } = (await open(buyerB.token, { kind: 'order', orderId: String(order._id) })).body;
    await send(buyerB.token, id, 'hola');
    const count = () => mail.messages.filter((msg) => msg.to.includes(buyerB.user.email.toLowerCase())).length;
    const before = count();
    await send(orderAdmin.token, id, 'Respuesta uno');
    await send(orderAdmin.token, id, 'Respuesta dos');
    expect(count()).toBe(before + 1);
    expect(mail.lastTo(buyerB.user.email)?.raw).toContain('Respuesta uno');
    await markRead(buyerB.token, id);
    await send(orderAdmin.token, id, 'Respuesta tres');
    expect(count()).toBe(before + 2);
  });

  test('history is paged: the newest page first, then the older ones', async () => {
    const { _id: id } = (await open(seller.token, { kind: 'support' })).body;
    const total = MESSAGES_PAGE_SIZE + 5;
    for (let i = 0; i < total; i++) await ConversationMessage.create({ conversation: id, author: seller.user._id, side: 'buyer', text: `m${i}` });
    const newest = (await page(seller.token, id)).body;
    expect(newest.hasOlder).toBe(true);
    expect(newest.messages.map((msg) => msg.text)).toEqual(Array.from({ length: MESSAGES_PAGE_SIZE }, (_, i) => `m${i + 5}`));
    const older = (await page(seller.token, id, newest.messages[0]._id)).body;
    expect(older).toMatchObject({ hasOlder: false });
    expect(older.messages.map((msg) => msg.text)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
  });

  test('sending is rate-limited per user: 429 with Retry-After and a Spanish message', async () => {
    const chatty = await createUser();
    const { _id: id } = (await open(chatty.token, { kind: 'support' })).body;
    for (let i = 0; i < RATE_RULES.conversationMessagesPerUser.limit; i++) expect((await send(chatty.token, id, `mensaje ${i}`)).status).toBe(200);
    const refused = await send(chatty.token, id, 'uno más');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(m.conversations.tooFast);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(RATE_RULES.conversationMessagesPerUser.windowMs / 1000);
    expect(await ConversationMessage.countDocuments({ conversation: id })).toBe(RATE_RULES.conversationMessagesPerUser.limit);
    expect((await send(buyerB.token, (await open(buyerB.token, { kind: 'support' })).body._id, 'otro usuario')).status).toBe(200);
  });
});
