import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * A lock held in the database (withDocumentLock in lib/guarded-write.ts): `_id` is the lock's key,
 * so a second insert of the same key fails on the unique `_id`, on every engine and across hosts.
 * `holder` names one acquisition (release deletes only its own); `expiresAt` lets another process
 * take over the lock of a holder that died, and is pushed forward while the task still runs.
 */
const documentLockSchema = new Schema({
  _id: { type: String, required: true },
  holder: { type: String, required: true },
  expiresAt: { type: Date, required: true },
});
// Not a TTL index: FerretDB v1 refuses to create one, and the collection must exist with its indexes
// before concurrent first inserts (collectionsReady). Lapsed locks are purged by the store itself.
documentLockSchema.index({ expiresAt: 1 });

export type DocumentLockDoc = InferSchemaType<typeof documentLockSchema>;
export const DocumentLock: Model<DocumentLockDoc> = (models.DocumentLock as Model<DocumentLockDoc>) ?? model('DocumentLock', documentLockSchema);
