import type { Types } from 'mongoose';
import { AppError } from '../errors';
import { guardedUpdate } from '../guarded-write';
import { messages } from '../messages';
import { releaseStockHolds, returnStock, takeStock } from '../orders/ledger';
import { placedLineTakes, type StockTake } from '../orders/stock-plan';
import { replacementLineOf } from './replacement-line';
import type { LeanOrder, LeanOrderLine } from '@/models/Order';
import { Order } from '@/models/Order';

/** The units a replacement of `line` takes: what the line took (as a cancel gives them back). */
const replacementTake = (line: LeanOrderLine): StockTake => placedLineTakes([line])[0];

/** The marker a replacement's take leaves on the product (Product.orderHolds), as an order attempt's does. */
const holdOf = (takeId: Types.ObjectId) => `claim:${String(takeId)}`;

/**
 * A claim's replacement: the same product and units as a new line of the order at no cost, taken
 * from the product's stock by the guarded write every order uses (never below 0), travelling on
 * its own status from Confirmado. The take leaves the claim's take id on the product in the same
 * update, so a process cut before the line lands leaves a trace the recovery gives back exactly
 * once (settleReplacementStock). Answers the new line's id; 409 when the stock cannot cover it.
 */
export async function replaceLine(order: LeanOrder, line: LeanOrderLine, claimId: Types.ObjectId, takeId: Types.ObjectId): Promise<Types.ObjectId> {
  const take = await takeReplacementStock(line, takeId);
  const replacement = replacementLineOf(line, claimId);
  const written = await guardedUpdate(
    Order,
    order._id,
    // Never a second line for one claim (a retry): the line names its claim.
    { currentStatus: { $ne: messages.orderStatus.cancelled }, 'lines.replacementFor': { $ne: claimId } },
    { $push: { lines: replacement }, $inc: { productsCount: line.count } },
  );
  if (!written) {
    await returnStock(take, holdOf(takeId));
    throw new AppError('conflict');
  }
  await releaseStockHolds([take.product], holdOf(takeId));
  return written.lines.at(-1)!._id;
}

/** The first step of a replacement: the units taken with the take's marker on the product; 409 when the stock cannot cover them. */
export async function takeReplacementStock(line: LeanOrderLine, takeId: Types.ObjectId): Promise<StockTake> {
  const take = replacementTake(line);
  if (!(await takeStock(take, holdOf(takeId)))) throw new AppError('claimNoStock');
  return take;
}

/**
 * After a replacement cut short: when its line landed the units stay taken and the product's
 * marker goes; when it did not, the units the take holds go back, once (guarded by the marker),
 * and nothing when the take never happened.
 */
export async function settleReplacementStock(line: LeanOrderLine, takeId: Types.ObjectId, landed: boolean): Promise<void> {
  const take = replacementTake(line);
  if (landed) await releaseStockHolds([take.product], holdOf(takeId));
  else await returnStock(take, holdOf(takeId));
}
