import '#server-only';
import { Types } from 'mongoose';
import type { Viewer } from '../auth/guard';
import { postToOrderConversation } from '../conversations/service';
import { collectionsReady, connectDb, isDuplicateKey } from '../db';
import { AppError } from '../errors';
import { guardedUpdate } from '../guarded-write';
import { messages } from '../messages';
import { formatUsd, fromCents, toCents } from '../money';
import type { LeanOrder, LeanOrderLine } from '@/models/Order';
import { skipOf } from '../paging';
import { trackingKey } from '../tracking/secret';
import { readPrivateFile, storePrivatePhoto } from '../uploads/private-service';
import { changeWallet, hasClaimEntry } from '../wallet/ledger';
import { refundToCard } from './card-refund';
import type { AdminClaimDto, AdminClaimsPage, ClaimDto, ClaimRefundRow, OrderClaimsDto } from './dto';
import { claimPhotoToken, photoOfToken } from './photo-token';
import { replaceLine } from './replacement';
import {
  claimDeadline,
  claimedLineOf,
  claimRefusal,
  deliveredAtOf,
  linePaidCents,
  openSlotOf,
  paidByCard,
  refundableCents,
  resolutionRefusal,
  type ClaimReason,
  type ClaimStatus,
  type ResolutionKind,
} from './rules';
import type { OpenClaimInput, ResolveClaimInput } from './schemas';
import { Claim, type LeanClaim } from '@/models/Claim';
import { Order } from '@/models/Order';
import { User } from '@/models/User';

const c = messages.claims;

/** Claims the admin's screen shows a page. */
export const CLAIMS_PAGE_SIZE = 20;
/** Open claims /delivers shows the seller, newest first. */
const SELLER_CLAIMS_SHOWN = 50;
/** Claim refunds the cash screen lists, newest first. */
const REFUNDS_SHOWN = 50;

/** A claim still to resolve: open, or taken by a resolution under way. */
const UNRESOLVED: ClaimStatus[] = ['open', 'resolving'];

const ORDER_FIELDS = 'orderNumber user currentStatus currentStatusDate statuses delivery.deliveredAt lines paymentType payment currencyData';

function toDto(claim: LeanClaim): ClaimDto {
  const orderId = String(claim.order);
  const kind = claim.resolution?.kind as ResolutionKind | null | undefined;
  return {
    _id: String(claim._id),
    orderId,
    orderNumber: claim.orderNumber,
    lineId: String(claim.line),
    productId: String(claim.product),
    productName: claim.productName ?? '',
    reason: claim.reason as ClaimReason,
    description: claim.description ?? '',
    photos: (claim.photos ?? []).map((photo) => `/api/claims/photo/${claimPhotoToken(orderId, photo, trackingKey())}`),
    status: claim.status ?? 'open',
    createdAt: claim.createdAt.toISOString(),
    resolution:
      claim.status === 'resolved' && kind
        ? {
            kind,
            amount: fromCents(claim.resolution?.amountCents ?? 0),
            reason: claim.resolution?.reason ?? '',
            at: (claim.resolution?.at ?? claim.updatedAt).toISOString(),
          }
        : null,
  };
}

/** The order and the line `lineId` of it, or 404. */
async function orderAndLine(orderId: string | Types.ObjectId, lineId: string): Promise<{ order: LeanOrder; line: LeanOrderLine; index: number }> {
  await connectDb();
  const order = await Order.findById(orderId, ORDER_FIELDS).lean<LeanOrder>();
  const index = order ? order.lines.findIndex((line) => String(line._id) === lineId) : -1;
  if (!order || index < 0) throw new AppError('notFound');
  return { order, line: order.lines[index], index };
}

/** Throws unless the viewer may claim on that line now (lib/claims/rules.ts claimRefusal). */
async function assertMayClaim(viewer: NonNullable<Viewer>, orderId: string, lineId: string, now: Date) {
  const found = await orderAndLine(orderId, lineId);
  const refusal = claimRefusal(viewer._id, found.order, lineId, now);
  if (refusal) throw new AppError(refusal);
  return found;
}

/** The conversation carries the claim and its resolution; a failure there is logged and never undoes the claim. */
async function tellConversation(order: LeanOrder, authorId: string, side: 'buyer' | 'store', text: string): Promise<void> {
  try {
    await postToOrderConversation(order, authorId, side, text);
  } catch (error) {
    console.error(`[reclamaciones] pedido #${order.orderNumber}: no se pudo escribir en la conversación`, error);
  }
}

/** POST /api/claims/photo: a photo for a claim, from a buyer who may claim on that line; stored privately, stripped and resized. */
export async function storeClaimPhoto(viewer: NonNullable<Viewer>, orderId: string, lineId: string, file: File, now = new Date()): Promise<{ photo: string }> {
  await assertMayClaim(viewer, orderId, lineId, now);
  return { photo: await storePrivatePhoto(file, 'claims', orderId) };
}

/** GET /api/claims/photo/{token}: the photo's bytes (WebP) for a valid token; 404 otherwise. */
export async function readClaimPhoto(token: string): Promise<Buffer> {
  const found = photoOfToken(token, trackingKey());
  const bytes = found ? await readPrivateFile('claims', found.orderId, found.photo) : null;
  if (!bytes) throw new AppError('notFound');
  return bytes;
}

/**
 * POST /api/claims: the buyer of a delivered line claims on it within 7 days, with photos stored
 * for that order. One open claim per line, whatever the race: the claim's `openSlot` is unique.
 * The line counts the claim (the seller's figures read it) and the order's conversation carries it.
 */
export async function openClaim(viewer: NonNullable<Viewer>, input: OpenClaimInput, now = new Date()): Promise<{ message: string; claim: ClaimDto }> {
  const { order, line, index } = await assertMayClaim(viewer, input.orderId, input.lineId, now);
  for (const photo of input.photos) if (!(await readPrivateFile('claims', input.orderId, photo))) throw new AppError('claimPhotoMissing');
  await collectionsReady(Claim); // the unique index exists before two first claims race
  let created: LeanClaim;
  try {
    created = (
      await Claim.create({
        ...claimedLineOf(order, line),
        buyer: viewer._id,
        reason: input.reason,
        description: input.description,
        photos: [...new Set(input.photos)],
        openSlot: openSlotOf(input.orderId, input.lineId),
      })
    ).toObject() as LeanClaim;
  } catch (error) {
    if (isDuplicateKey(error)) throw new AppError('claimAlreadyOpen');
    throw error;
  }
  await guardedUpdate(Order, order._id, { [`lines.${index}._id`]: line._id }, { $inc: { [`lines.${index}.claims`]: 1 } });
  await tellConversation(order, viewer._id, 'buyer', c.chatOpened(line.name, c.reasons[input.reason], input.description));
  return { message: c.sent, claim: toDto(created) };
}

/**
 * GET /api/claims?orderId=: to the order's buyer, its claims and the lines a claim may be opened
 * on now (with the last day for it), as the rules of lib/claims/rules.ts decide on the server.
 */
export async function listOrderClaims(viewer: NonNullable<Viewer>, orderId: string, now = new Date()): Promise<OrderClaimsDto> {
  await connectDb();
  const order = await Order.findById(orderId, ORDER_FIELDS).lean<LeanOrder>();
  if (!order) throw new AppError('notFound');
  if (String(order.user?._id) !== viewer._id) throw new AppError('ordersForbidden');
  const claims = await Claim.find({ order: order._id }).sort({ createdAt: -1 }).lean<LeanClaim[]>();
  const open = new Set(claims.filter((claim) => claim.status !== 'resolved').map((claim) => String(claim.line)));
  const claimable = order.lines
    .filter((line) => !open.has(String(line._id)) && claimRefusal(viewer._id, order, String(line._id), now) === null)
    .map((line) => ({ lineId: String(line._id), until: claimDeadline(deliveredAtOf(order, line)!).toISOString() }));
  return { claims: claims.map(toDto), claimable };
}

/** GET /api/claims/seller (sellers): the viewer's open claims, for /delivers. */
export async function sellerOpenClaims(viewer: NonNullable<Viewer>): Promise<{ claims: ClaimDto[] }> {
  await connectDb();
  const claims = await Claim.find({ seller: new Types.ObjectId(viewer._id), status: { $in: UNRESOLVED } })
    .sort({ createdAt: -1 })
    .limit(SELLER_CLAIMS_SHOWN)
    .lean<LeanClaim[]>();
  return { claims: claims.map(toDto) };
}

/** GET /api/admin/claims (super admins): open claims (or all), newest first, with what each line was paid and has left. */
export async function adminClaims(status: 'open' | 'all', page: number): Promise<AdminClaimsPage> {
  await connectDb();
  const filter = status === 'open' ? { status: { $in: UNRESOLVED } } : {};
  const [count, claims] = await Promise.all([
    Claim.countDocuments(filter),
    Claim.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip(skipOf({ page, limit: CLAIMS_PAGE_SIZE }))
      .limit(CLAIMS_PAGE_SIZE)
      .lean<LeanClaim[]>(),
  ]);
  // Two more reads by id, since FerretDB v1 has no $lookup.
  const orders = await Order.find({ _id: { $in: [...new Set(claims.map((claim) => String(claim.order)))] } }, 'lines paymentType payment').lean<LeanOrder[]>();
  const buyers = await User.find({ _id: { $in: [...new Set(claims.map((claim) => String(claim.buyer)))] } }, 'name lastName email').lean();
  const orderById = new Map(orders.map((order) => [String(order._id), order]));
  const nameById = new Map(buyers.map((u) => [String(u._id), `${u.name ?? ''} ${u.lastName ?? ''}`.trim() || (u.email ?? '')]));
  const rows: AdminClaimDto[] = claims.map((claim) => {
    const order = orderById.get(String(claim.order));
    const line = order?.lines.find((l) => String(l._id) === String(claim.line));
    const paid = line ? linePaidCents(line) : 0;
    return {
      ...toDto(claim),
      buyerName: nameById.get(String(claim.buyer)) ?? '',
      paid: fromCents(paid),
      refunded: fromCents(line?.refundedCents ?? 0),
      refundable: fromCents(line ? refundableCents(line) : 0),
      paidByCard: order ? paidByCard(order) : false,
    };
  });
  return { count, page, pageSize: CLAIMS_PAGE_SIZE, claims: rows };
}

/** A claim's line as found on its order. */
export type FoundLine = { order: LeanOrder; line: LeanOrderLine; index: number };

/** The claim's order and line, or 404. */
export function lineOfClaim(claim: LeanClaim): Promise<FoundLine> {
  return orderAndLine(claim.order, String(claim.line));
}

/** True when the line holds the reservation of the take `takeId` (reserveRefund). */
export function isReserved(line: LeanOrderLine, takeId: Types.ObjectId): boolean {
  return (line.refundTakes ?? []).some((id) => String(id) === String(takeId));
}

/**
 * Adds `amountCents` to what claims refunded on the line, only while the sum stays within what was
 * paid for it and the take `takeId` has not reserved already: one guarded update of the order, so
 * two refunds of one line (from any processes) can never pass the line's price together, and a
 * retry of one take never reserves twice. False when it would pass the price.
 */
async function reserveRefund({ order, line, index }: FoundLine, amountCents: number, takeId: Types.ObjectId): Promise<boolean> {
  const field = `lines.${index}.refundedCents`;
  const room = linePaidCents(line) - amountCents;
  if (room < 0) return false;
  const guard = {
    [`lines.${index}._id`]: line._id,
    [`lines.${index}.refundTakes`]: { $ne: takeId },
    $or: [{ [field]: { $lte: room } }, { [field]: { $exists: false } }],
  };
  return (await guardedUpdate(Order, order._id, guard, { $inc: { [field]: amountCents }, $push: { [`lines.${index}.refundTakes`]: takeId } })) !== null;
}

/** Takes the reservation of `takeId` back (its payment never happened), once whatever the race, so the line's room is what it was. */
async function releaseRefund({ order, line, index }: FoundLine, amountCents: number, takeId: Types.ObjectId): Promise<void> {
  await guardedUpdate(
    Order,
    order._id,
    { [`lines.${index}._id`]: line._id, [`lines.${index}.refundTakes`]: takeId },
    { $inc: { [`lines.${index}.refundedCents`]: -amountCents }, $pull: { [`lines.${index}.refundTakes`]: takeId } },
  );
}

/** What a resolution applied, as the resolved claim records it. */
export type Applied = { amountCents: number; reason: string; stripeRefundId?: string; replacementLine?: Types.ObjectId };

/** A claim as a resolution took it: what is being done is recorded on it (resolveClaim). */
export type TakenClaim = LeanClaim & { resolution: NonNullable<LeanClaim['resolution']> & { kind: ResolutionKind; takeId: Types.ObjectId } };

/** Moves the money (or the goods) of a taken resolution; a refund is reserved on the line first. */
async function applyResolution(claim: TakenClaim, found: FoundLine): Promise<Applied> {
  const { kind, amountCents, reason, takeId } = claim.resolution;
  if (kind === 'refused') return { amountCents: 0, reason: reason ?? '' };
  if (kind === 'replacement') return { amountCents: 0, reason: '', replacementLine: await replaceLine(found.order, found.line, claim._id, takeId) };
  if (!(await reserveRefund(found, amountCents, takeId))) throw new AppError('claimRefundTooLarge');
  if (kind === 'card') return { amountCents, reason: '', stripeRefundId: await refundToCard(found.order, amountCents, String(claim._id)) };
  const credited = await changeWallet({
    user: String(claim.buyer),
    amountCents,
    kind: 'claimRefund',
    orderId: String(found.order._id),
    claimId: String(claim._id),
    reason: c.chatWallet(found.line.name, formatUsd(fromCents(amountCents))).slice(0, 200),
    by: claim.resolution.by ? String(claim.resolution.by) : null,
  });
  if (credited.status !== 'applied') throw new AppError('notFound');
  return { amountCents, reason: '' };
}

/** The replacement line the claim `claimId` added to the order, if any. */
export function replacementOf(order: LeanOrder, claimId: Types.ObjectId): LeanOrderLine | undefined {
  return order.lines.find((line) => line.replacementFor !== undefined && String(line.replacementFor) === String(claimId));
}

/** Whether the wallet credit or the replacement of a take landed although the write's answer was lost (then it is finished, not undone). */
export async function landedAnyway(claim: TakenClaim): Promise<boolean> {
  if (claim.resolution.kind === 'wallet') return hasClaimEntry(String(claim.buyer), String(claim._id));
  if (claim.resolution.kind !== 'replacement') return false;
  const order = await Order.findById(claim.order, 'lines').lean<LeanOrder>();
  return order !== null && replacementOf(order, claim._id) !== undefined;
}

/**
 * Gives a take back: its reservation released (if any), then the claim open again. Each step is
 * guarded by the take's id, so undoing twice (a retry, two sweeps) changes nothing more and never
 * touches a later take of the same claim.
 */
export async function undoTake(claim: TakenClaim, found: FoundLine): Promise<boolean> {
  const { takeId, amountCents } = claim.resolution;
  if (amountCents > 0) await releaseRefund(found, amountCents, takeId);
  const reopened = await guardedUpdate(
    Claim,
    claim._id,
    { status: 'resolving', 'resolution.takeId': takeId },
    { $set: { status: 'open', 'resolution.kind': null, 'resolution.amountCents': 0, 'resolution.reason': '', 'resolution.takenAt': null } },
  );
  return reopened !== null;
}

/** The conversation's text for a resolution. */
function resolutionText(kind: ResolutionKind, product: string, applied: Applied): string {
  const usd = formatUsd(fromCents(applied.amountCents));
  if (kind === 'wallet') return c.chatWallet(product, usd);
  if (kind === 'card') return c.chatCard(product, usd);
  if (kind === 'replacement') return c.chatReplacement(product);
  return c.chatRefused(product, applied.reason);
}

/**
 * Marks a take resolved with what it applied; only the one write that finds it still taken tells
 * the conversation, so finishing twice (a retry, two sweeps) tells the buyer once. Null when
 * another finished or undid it.
 */
export async function finishTake(claim: TakenClaim, found: FoundLine, applied: Applied, now: Date): Promise<LeanClaim | null> {
  const { kind, by, takeId, takenAt } = claim.resolution;
  const resolved = await guardedUpdate(
    Claim,
    claim._id,
    { status: 'resolving', 'resolution.takeId': takeId },
    { $set: { status: 'resolved', openSlot: String(claim._id), resolution: { kind, by, at: now, takenAt, takeId, ...applied } } },
  );
  if (resolved) await tellConversation(found.order, String(by ?? claim.buyer), 'store', resolutionText(kind, found.line.name, applied));
  return resolved;
}

/**
 * POST /api/admin/claims/{id}/resolve (super admins): resolves an open claim once. The claim is
 * taken first by a guarded update on `status: 'open'` that records what is being done (kind,
 * amount, reason, a take id), so of two resolutions at once (any processes) one goes on and the
 * other is told it is resolved; a refund is then reserved on the line within what was paid, keyed
 * by the take (reserveRefund), and paid to the wallet's ledger (the entry names the claim) or back
 * to the card through Stripe (keyed by the claim); a replacement adds a line at no cost (naming the
 * claim). A step that fails leaves the claim open and the line's refunds as they were; a process
 * cut half way leaves the claim taken, and lib/claims/recovery.ts finishes or undoes it.
 */
export async function resolveClaim(
  viewer: NonNullable<Viewer>,
  id: string,
  input: ResolveClaimInput,
  now = new Date(),
): Promise<{ message: string; claim: ClaimDto }> {
  await connectDb();
  const claim = await Claim.findById(id).lean<LeanClaim>();
  if (!claim) throw new AppError('notFound');
  const found = await lineOfClaim(claim);
  const amountCents = input.kind === 'wallet' || input.kind === 'card' ? (input.amount !== undefined ? toCents(input.amount) : refundableCents(found.line)) : 0;
  const refusal = resolutionRefusal(claim, input.kind, amountCents, found.order, found.line);
  if (refusal === 'claimRefundTooLarge') throw new AppError(refusal, { message: c.refundTooLarge(formatUsd(fromCents(refundableCents(found.line)))) });
  if (refusal) throw new AppError(refusal);
  const resolution = {
    kind: input.kind,
    amountCents,
    reason: input.kind === 'refused' ? input.reason : '',
    by: new Types.ObjectId(viewer._id),
    at: null,
    takenAt: now,
    takeId: new Types.ObjectId(),
  };
  const taken = await guardedUpdate(Claim, id, { status: 'open' }, { $set: { status: 'resolving', resolution } });
  if (!taken) throw new AppError('claimAlreadyResolved');
  const takenClaim = taken as TakenClaim;
  let applied: Applied;
  try {
    applied = await applyResolution(takenClaim, found);
  } catch (error) {
    // A write whose answer was lost may have landed (a ledger entry, a line, a refund Stripe did not
    // confirm): then the claim stays taken for the recovery sweep to finish or undo, once.
    const unanswered = error instanceof AppError && error.code === 'claimCardRefundUnanswered';
    if (!unanswered && !(await landedAnyway(takenClaim))) await undoTake(takenClaim, found);
    throw error;
  }
  const resolved = await finishTake(takenClaim, found, applied, now);
  if (!resolved) throw new AppError('conflict');
  return { message: c.resolvedOk, claim: toDto(resolved) };
}

/** The cash screen's refunds made by claims, newest first (what left the till to wallets and cards). */
export async function claimRefunds(): Promise<ClaimRefundRow[]> {
  await connectDb();
  const claims = await Claim.find({ 'resolution.kind': { $in: ['wallet', 'card'] } })
    .sort({ 'resolution.at': -1 })
    .limit(REFUNDS_SHOWN)
    .lean<LeanClaim[]>();
  return claims
    .filter((claim) => claim.status === 'resolved')
    .map((claim) => ({
      claimId: String(claim._id),
      orderId: String(claim.order),
      orderNumber: claim.orderNumber,
      kind: claim.resolution!.kind as 'wallet' | 'card',
      amount: fromCents(claim.resolution?.amountCents ?? 0),
      at: (claim.resolution?.at ?? claim.updatedAt).toISOString(),
    }));
}
