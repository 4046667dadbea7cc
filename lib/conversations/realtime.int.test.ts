import type { Socket } from 'socket.io-client';
import * as list from '@/app/api/conversations/route';
import * as history from '@/app/api/conversations/[id]/messages/route';
import * as read from '@/app/api/conversations/[id]/read/route';
import { SOCKET_EVENTS } from '@/lib/realtime/events';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createUser, type TestUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { useRealtimeServer } from '@/scripts/test-support/realtime';
import { useMailCatcher } from '@/scripts/test-support/smtp';
import type { ConversationDto, NewMessageEvent } from './dto';

jest.setTimeout(60_000);

type Person = TestUser;

/** The newMessage payloads each socket hears while `act` runs (and a short while after). */
async function heard(listeners: Socket[], act: () => Promise<unknown>): Promise<NewMessageEvent[][]> {
  const got: NewMessageEvent[][] = listeners.map(() => []);
  const handlers = listeners.map((socket, i) => {
    const handler = (payload: NewMessageEvent) => got[i].push(payload);
    socket.on(SOCKET_EVENTS.newMessage, handler);
    return handler;
  });
  await act();
  await new Promise((resolve) => setTimeout(resolve, 400));
  listeners.forEach((socket, i) => socket.off(SOCKET_EVENTS.newMessage, handlers[i]));
  return got;
}

const send = (person: Person, id: string, text: string) =>
  call(history.POST, { url: `/api/conversations/${id}/messages`, method: 'POST', token: person.token, body: { text }, params: { id } });

describe('conversations live: who hears a new message', () => {
  useTestDatabase();
  const realtime = useRealtimeServer();
  const mail = useMailCatcher();
  /** A signed-in socket that joined its user's room (and the admins' room for order admins), as the browser does. */
  const online = (person: Person): Promise<Socket> => realtime.joined(person.user._id, person.token);

  test("the buyer's room and the admins' room hear it; another buyer, a seller and a visitor do not", async () => {
    const [buyerA, buyerB, seller, orderAdmin, superAdmin] = await Promise.all([
      createUser(),
      createUser(),
      createUser({ isImportCompany: true }),
      createUser({ isImportAdmin: true }),
      createUser({ isSuperAdmin: true }),
    ]);
    const visitor = realtime.open();
    const listeners = [await online(buyerA), await online(buyerB), await online(seller), await online(orderAdmin), await online(superAdmin), visitor];
    const { _id: id } = (await call<ConversationDto>(list.POST, { url: '/api/conversations', method: 'POST', token: buyerA.token, body: { kind: 'support' } }))
      .body;

    const question = await heard(listeners, () => send(buyerA, id, '¿Tienen ollas?'));
    expect(question.map((events) => events.length)).toEqual([1, 0, 0, 1, 1, 0]);
    expect(question[3][0]).toMatchObject({
      conversationId: id,
      buyerId: String(buyerA.user._id),
      kind: 'support',
      message: { side: 'buyer', text: '¿Tienen ollas?' },
    });

    const answer = await heard(listeners, () => send(orderAdmin, id, 'Sí, varias.'));
    expect(answer.map((events) => events.length)).toEqual([1, 0, 0, 1, 1, 0]);
    expect(answer[0][0].message).toMatchObject({ side: 'store', text: 'Sí, varias.' });
  });

  test('an admin who is also a buyer hears a message once, not once per room', async () => {
    const adminBuyer = await createUser({ isImportAdmin: true });
    const socket = await online(adminBuyer);
    const { _id: id } = (
      await call<ConversationDto>(list.POST, { url: '/api/conversations', method: 'POST', token: adminBuyer.token, body: { kind: 'support' } })
    ).body;
    const [events] = await heard([socket], () => send(adminBuyer, id, 'hola'));
    expect(events).toHaveLength(1);
  });

  test('a connected buyer gets no e-mail; once away, the next unread answer is e-mailed', async () => {
    const [buyer, admin] = await Promise.all([createUser(), createUser({ isImportAdmin: true })]);
    const { _id: id } = (await call<ConversationDto>(list.POST, { url: '/api/conversations', method: 'POST', token: buyer.token, body: { kind: 'support' } }))
      .body;
    await send(buyer, id, 'pregunta');
    const mails = () => mail.messages.filter((msg) => msg.to.includes(buyer.user.email.toLowerCase())).length;
    const socket = await online(buyer);
    await send(admin, id, 'respuesta mientras está conectado');
    expect(mails()).toBe(0);
    socket.close();
    await new Promise((resolve) => setTimeout(resolve, 150));
    await call(read.POST, { url: `/api/conversations/${id}/read`, method: 'POST', token: buyer.token, params: { id } });
    await send(admin, id, 'respuesta cuando ya se fue');
    expect(mails()).toBe(1);
    expect(mail.lastTo(buyer.user.email)?.raw).toContain('respuesta cuando ya se fue');
  });
});
