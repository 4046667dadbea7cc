import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * One open Socket.IO connection, counted against its user's and its address's caps by every process
 * of the store (lib/realtime/socket-slots.ts). `expiresAt` ends what a process killed before its
 * sockets closed left behind.
 */
const socketSlotSchema = new Schema({
  _id: { type: String, required: true },
  user: { type: String, required: true },
  /** Null for the store's own machine, which only the per-user cap applies to. */
  address: { type: String, default: null },
  /** The process holding the socket (`<pid>-<random>`). */
  holder: { type: String, required: true },
  expiresAt: { type: Date, required: true },
});
socketSlotSchema.index({ user: 1, expiresAt: 1 });
socketSlotSchema.index({ address: 1, expiresAt: 1 });
socketSlotSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type SocketSlotDoc = InferSchemaType<typeof socketSlotSchema>;
export const SocketSlot: Model<SocketSlotDoc> = (models.SocketSlot as Model<SocketSlotDoc>) ?? model('SocketSlot', socketSlotSchema);
