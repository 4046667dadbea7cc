import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * One turn of a background job, claimed by the process that inserted it first (lib/cluster/jobs.ts):
 * `_id` is the job's name and turn number, so a second claim fails on the unique `_id`.
 */
const jobTurnSchema = new Schema({
  _id: { type: String, required: true },
  /** The process that claimed it (for the logs). */
  holder: { type: String, required: true },
  expiresAt: { type: Date, required: true },
});
jobTurnSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type JobTurnDoc = InferSchemaType<typeof jobTurnSchema>;
export const JobTurn: Model<JobTurnDoc> = (models.JobTurn as Model<JobTurnDoc>) ?? model('JobTurn', jobTurnSchema);
