import type { Types } from 'mongoose';
import { TransferSettings } from '@/models/TransferSettings';

/*
 * Payment by transfer in the demo store: switched on, with details a relative abroad would use
 * (a Zelle address and the holder), so a new visitor can order by transfer and send a receipt.
 */

/** The demo's transfer details, as the super admin would type them on /adminTransfers. */
export const DEMO_TRANSFER_DETAILS = [
  'Zelle: pagos@importa.example',
  'Titular: Importa Envíos LLC',
  'Concepto: escriba el número de su pedido (por ejemplo, Pedido #1042).',
].join('\n');

/** Switches payment by transfer on with the demo details, unless a super admin already set them. Answers whether it wrote. */
export async function seedTransferDemo(superAdmin: Types.ObjectId | null): Promise<boolean> {
  if (await TransferSettings.exists({ _id: 'transfer' })) return false;
  await TransferSettings.create({ _id: 'transfer', enabled: true, details: DEMO_TRANSFER_DETAILS, updatedBy: superAdmin });
  return true;
}
