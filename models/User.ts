import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { deliveryAddressSchema, deliveryChoiceSchema, provinceDeliveryCostSchema, type Lean } from './shared';
import { messages } from '../lib/messages';
import { pendingWalletEntrySchema } from './WalletEntry';
import { userSearchKeys } from '../lib/account/user-search';

const cartLineSchema = new Schema(
  {
    product: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
    count: { type: Number, required: true, min: 1 },
    size: { type: String, default: '' },
    color: { type: String, default: '' },
    deliveryCalendar: { type: deliveryChoiceSchema, default: undefined },
  },
  { _id: false },
);

const pushSubscriptionSchema = new Schema(
  { endpoint: { type: String, required: true }, keys: { p256dh: String, auth: String }, createdAt: { type: Date, default: Date.now } },
  { _id: false },
);

const userSchema = new Schema(
  {
    username: { type: String, required: true, trim: true, lowercase: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    passwordHash: { type: String, required: true },
    /** Carried in every token; a password change increments it, which ends earlier sessions. */
    sessionVersion: { type: Number, default: 0 },
    // Sessions ended on one device (the token's session start, lib/auth/token.ts), kept as long as a session lives.
    revokedSessions: [{ _id: false, ses: Number, at: Date }],
    name: { type: String, default: '', maxlength: 80 },
    lastName: { type: String, default: '', maxlength: 80 },
    phone: { type: String, default: '', maxlength: 20 },
    profilePictureUrl: { type: String, default: '' },
    region: { type: String, default: messages.register.unknownRegion },
    municipality: { type: String, default: '' },
    isImportCompany: { type: Boolean, default: false },
    isImportAdmin: { type: Boolean, default: false },
    isSuperAdmin: { type: Boolean, default: false },
    importCompanyOptions: { type: Schema.Types.Mixed, default: undefined },
    importCompanyName: { type: String, default: '' },
    importCompanyDescription: { type: String, default: '' },
    importCompanyPercent: { type: Number, default: 0, min: 0, max: 100 },
    importCompanyFastDelivery: { type: Boolean, default: false },
    importCompanyMinPercent: { type: Number, default: 0, min: 0, max: 100 },
    importCompanyMaxPercent: { type: Number, default: 100, min: 0, max: 100 },
    isManualImportCost: { type: Boolean, default: false },
    deliveryCosts: { type: [provinceDeliveryCostSchema], default: [] },
    /** Wallet balance in integer US cents (never a float: it is debited concurrently). */
    walletCents: { type: Number, default: 0, min: 0 },
    /** Seq of the last wallet ledger entry applied to walletCents (lib/wallet/ledger.ts). */
    walletSeq: { type: Number, default: 0, min: 0 },
    /** Ledger entries written with the balance, not yet copied to WalletEntry (the next writer or the sweep copies them). */
    walletPending: { type: [pendingWalletEntrySchema], default: [] },
    /** Loyalty points balance. */
    points: { type: Number, default: 0, min: 0 },
    productsSoldCount: { type: Number, default: 0 },
    /** A seller's rating from verified reviews (lib/reviews): reviews, the sum of their stars, how many said as described and on time; atomic $inc. */
    sellerRating: {
      count: { type: Number, default: 0 },
      sum: { type: Number, default: 0 },
      asDescribed: { type: Number, default: 0 },
      onTime: { type: Number, default: 0 },
    },
    userPromotedCount: { type: Number, default: 0 },
    promotionUser: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    notificationsWeb: { type: Boolean, default: true },
    notificationsEmail: { type: Boolean, default: true },
    subscriptions: { type: [pushSubscriptionSchema], default: [] },
    deliveryAddresses: { type: [deliveryAddressSchema], default: [] },
    /** The six-character coupon other buyers may use; its owner may not. */
    couponCode: { type: String, required: true, uppercase: true, minlength: 6, maxlength: 6 },
    /** Percent discount per product that the coupon gives (up to 5). */
    discountCoupon: { type: Number, default: 5, min: 0, max: 100 },
    cart: {
      products: { type: [cartLineSchema], default: [] },
      points: { type: Number, default: 0 },
    },
    /** Name and last name (from each of the first four words), e-mail and phone folded for the admins' prefix search (lib/account/user-search.ts); set on every save. */
    searchName: { type: String },
    searchName2: { type: String },
    searchName3: { type: String },
    searchName4: { type: String },
    searchEmail: { type: String },
    searchPhone: { type: String },
  },
  { timestamps: true },
);

// The search texts follow the fields they fold (users written without the model get them at the
// next start: lib/account/user-search-service.ts).
userSchema.pre('validate', function setSearchKeys() {
  if (this.isNew || this.isModified('name') || this.isModified('lastName') || this.isModified('email') || this.isModified('phone'))
    this.set(userSearchKeys(this));
});

userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ username: 1 }, { unique: true });
userSchema.index({ couponCode: 1 }, { unique: true });
userSchema.index({ isImportCompany: 1, importCompanyName: 1, _id: 1 });
userSchema.index({ isImportAdmin: 1 });
userSchema.index({ isSuperAdmin: 1 });
userSchema.index({ createdAt: -1, _id: -1 });
userSchema.index({ searchName: 1 });
userSchema.index({ searchName2: 1 });
userSchema.index({ searchName3: 1 });
userSchema.index({ searchName4: 1 });
userSchema.index({ searchEmail: 1 });
userSchema.index({ searchPhone: 1 });

export type UserDoc = InferSchemaType<typeof userSchema>;
/** A User as `.lean()` reads it. */
export type LeanUser = Lean<UserDoc>;
export const User: Model<UserDoc> = (models.User as Model<UserDoc>) ?? model('User', userSchema);
