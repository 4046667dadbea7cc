import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import type { Lean } from './shared';

const roleFlagsSchema = new Schema(
  { isImportCompany: { type: Boolean, required: true }, isImportAdmin: { type: Boolean, required: true }, isSuperAdmin: { type: Boolean, required: true } },
  { _id: false },
);

/**
 * The audit log of role changes made by a super admin on /adminUsers: who changed whose roles,
 * when, and the three role flags before and after. Entries are only ever inserted.
 */
const roleChangeSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    by: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    before: { type: roleFlagsSchema, required: true },
    after: { type: roleFlagsSchema, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
roleChangeSchema.index({ user: 1, createdAt: -1, _id: -1 });

export type RoleChangeDoc = InferSchemaType<typeof roleChangeSchema>;
/** A RoleChange as `.lean()` reads it. */
export type LeanRoleChange = Lean<RoleChangeDoc>;
export const RoleChange: Model<RoleChangeDoc> = (models.RoleChange as Model<RoleChangeDoc>) ?? model('RoleChange', roleChangeSchema);
