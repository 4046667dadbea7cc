import sharp from 'sharp';
import { Types } from 'mongoose';
import { replacementLineOf } from '@/lib/claims/replacement-line';
import { claimedLineOf } from '@/lib/claims/rules';
import { conversationKey, previewOf } from '@/lib/conversations/rules';
import { claimsMessages as c } from '@/lib/messages/claims';
import { trackStatusMessages } from '@/lib/messages/track-status';
import { writePrivateFile } from '@/lib/uploads/private-service';
import { toWebp } from '@/lib/uploads/service';
import { Claim } from '@/models/Claim';
import { Conversation } from '@/models/Conversation';
import { ConversationMessage } from '@/models/ConversationMessage';
import { Order } from '@/models/Order';

/*
 * What a new visitor sees of claims (lib/claims): on the demo buyer's delivered order
 * (scripts/server/seed/trust.ts), the product whose box came dented was claimed the day after delivery
 * with a photo, and a super admin resolved it with a replacement at no cost, delivered two days
 * later; the order's conversation carries both. A replacement rather than a refund: the demo
 * buyer's wallet stays at its opening 50 USD, which the wallet's own walk starts from.
 */

const DAY = 24 * 3600 * 1000;
const DESCRIPTION = 'La caja llegó golpeada y la tapa vino rajada. Adjunto la foto.';

/** The buyer's photo: a dented box, stored privately as an uploaded one would be. */
async function demoClaimPhoto(orderId: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
    <rect width="960" height="720" fill="#e7e1d6"/><polygon points="300,260 660,240 700,520 280,540" fill="#b8864b"/>
    <polygon points="520,250 600,330 560,420 470,380" fill="#7a5230"/><line x1="420" y1="300" x2="500" y2="480" stroke="#3b2a18" stroke-width="8"/></svg>`;
  const { data } = await toWebp(await sharp(Buffer.from(svg)).png().toBuffer(), 960, 70);
  return writePrivateFile('claims', orderId, 'webp', data);
}

/** Seeds the resolved demo claim on the second line of the delivered demo order. Answers how many claims it wrote. */
export async function seedClaimDemo(orderId: Types.ObjectId | null, superAdminId: Types.ObjectId | undefined): Promise<number> {
  const order = orderId ? await Order.findById(orderId).lean() : null;
  const line = order?.lines[1];
  const delivered = order?.delivery?.deliveredAt;
  const buyerId = order?.user?._id;
  if (!order || !line || !delivered || !buyerId || !superAdminId) return 0;
  const opened = new Date(delivered.getTime() + DAY);
  const resolved = new Date(delivered.getTime() + 2 * DAY);
  const replacementDelivered = new Date(delivered.getTime() + 4 * DAY);
  const claimId = new Types.ObjectId();
  const replacementId = new Types.ObjectId();
  const photo = await demoClaimPhoto(String(order._id));
  await Claim.create({
    _id: claimId,
    ...claimedLineOf(order, line),
    buyer: buyerId,
    reason: 'damaged',
    description: DESCRIPTION,
    photos: [photo],
    status: 'resolved',
    openSlot: String(claimId),
    resolution: { kind: 'replacement', amountCents: 0, by: superAdminId, at: resolved, replacementLine: replacementId },
    createdAt: opened,
    updatedAt: resolved,
  });
  const replacement = {
    ...replacementLineOf(line, claimId),
    _id: replacementId,
    trackStatus: { currentStatus: trackStatusMessages.delivered, message: '' },
    deliveredAt: replacementDelivered,
  };
  // Two writes: one update may not both set a field of a line and push a line.
  await Order.updateOne({ _id: order._id }, { $set: { 'lines.1.claims': 1 } });
  await Order.updateOne({ _id: order._id }, { $push: { lines: replacement }, $inc: { productsCount: line.count } });
  const texts = [
    { side: 'buyer', author: buyerId, text: c.chatOpened(line.name, c.reasons.damaged, DESCRIPTION), at: opened },
    { side: 'store', author: superAdminId, text: c.chatReplacement(line.name), at: resolved },
  ] as const;
  const conversation = await Conversation.create({
    key: conversationKey('order', String(buyerId), String(order._id)),
    kind: 'order',
    buyer: buyerId,
    order: order._id,
    orderNumber: order.orderNumber,
    lastMessageAt: resolved,
    lastMessageText: previewOf(texts[1].text),
    lastMessageSide: 'store',
    messageCount: texts.length,
    buyerReadAt: resolved,
    storeReadAt: resolved,
  });
  await ConversationMessage.insertMany(texts.map((t) => ({ conversation: conversation._id, author: t.author, side: t.side, text: t.text, createdAt: t.at })));
  return 1;
}
