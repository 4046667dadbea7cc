import { paths } from '@/lib/http/paths';
import { send } from './ops-client';
import { BUDGET_MS, type OpsContext } from './ops-context';
import { measure, type OpRow } from './ops-measure';

const STOCK_ALERTS_PATH = '/api/stockAlerts';

/**
 * Conversations: buyers open one about an order of theirs and write in it (one message each, under
 * the per-user cap of 10 a minute); the lists of a buyer and of the store; a conversation's history.
 */
export async function conversationRows(ctx: OpsContext): Promise<OpRow[]> {
  // Orders the rows placed, each with its buyer.
  const owners = [...ctx.ownerOf].map(([orderId, buyerId]) => ({ orderId, buyer: ctx.buyers.find((b) => b.id === buyerId)! }));
  const calls = Math.min(ctx.calls, owners.length);
  const opened: string[] = [];
  const rows = [
    await measure('Conversación: abrir la de un pedido', BUDGET_MS.smallWrite, calls, (i) => async (signal) => {
      const { buyer, orderId } = owners[i];
      opened[i] = (
        await send<{ _id: string }>(ctx.base, 'POST', paths.conversations.root(), { token: buyer.token, body: { kind: 'order', orderId }, signal })
      )._id;
    }),
  ];
  if (!opened.length) return rows;
  rows.push(
    await measure(
      'Conversación: enviar un mensaje',
      BUDGET_MS.smallWrite,
      opened.length,
      (i) => async (signal) =>
        void (await send(ctx.base, 'POST', paths.conversations.messages(opened[i]), {
          token: owners[i].buyer.token,
          body: { text: `Hola, ¿cuándo llega? (${i})` },
          signal,
        })),
    ),
    await measure(
      'Conversación: historial',
      BUDGET_MS.list,
      ctx.calls,
      (i) => async (signal) =>
        void (await send(ctx.base, 'GET', paths.conversations.messages(opened[i % opened.length]), { token: owners[i % opened.length].buyer.token, signal })),
    ),
    await measure(
      'Conversaciones: lista del comprador',
      BUDGET_MS.list,
      ctx.calls,
      (i) => async (signal) =>
        void (await send(ctx.base, 'GET', paths.conversations.root({ page: 1 }), { token: owners[i % opened.length].buyer.token, signal })),
    ),
    await measure(
      'Conversaciones: lista de la tienda',
      BUDGET_MS.list,
      ctx.calls,
      () => async (signal) => void (await send(ctx.base, 'GET', paths.conversations.root({ page: 1 }), { token: ctx.orderAdmin.token, signal })),
    ),
    await measure(
      'Conversaciones: sin leer',
      BUDGET_MS.list,
      ctx.calls,
      () => async (signal) => void (await send(ctx.base, 'GET', paths.conversations.unread(), { token: ctx.orderAdmin.token, signal })),
    ),
  );
  return rows;
}

/** 'Avísame cuando vuelva' on the sold-out listing: subscribe, the product page's state, unsubscribe. */
export async function stockAlertRows(ctx: OpsContext): Promise<OpRow[]> {
  const productId = ctx.fixture.soldOut;
  const buyer = (i: number) => ctx.buyers[i % ctx.buyers.length];
  const query = `${STOCK_ALERTS_PATH}?productId=${productId}`;
  return [
    await measure(
      'Aviso de existencias: suscribirse',
      BUDGET_MS.smallWrite,
      ctx.calls,
      (i) => async (signal) => void (await send(ctx.base, 'POST', STOCK_ALERTS_PATH, { token: buyer(i).token, body: { productId, channel: 'email' }, signal })),
    ),
    await measure(
      'Aviso de existencias: estado',
      BUDGET_MS.list,
      ctx.calls,
      (i) => async (signal) => void (await send(ctx.base, 'GET', query, { token: buyer(i).token, signal })),
    ),
    await measure(
      'Aviso de existencias: darse de baja',
      BUDGET_MS.smallWrite,
      ctx.calls,
      (i) => async (signal) => void (await send(ctx.base, 'DELETE', query, { token: buyer(i).token, signal })),
    ),
  ];
}
