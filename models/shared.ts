import '#server-only';
import { Schema, type Types } from 'mongoose';
import { AMPM_OPTIONS } from '../lib/delivery/calendar';

/**
 * A document as `.lean()` reads it: the schema's fields (with the timestamps its options keep) and
 * its _id. Each model exports its own (LeanProduct, LeanOrder…), and reads are typed with
 * `.lean<LeanX>()`, so that the services need no cast.
 */
export type Lean<Doc> = Doc & { _id: Types.ObjectId };

/** Hours, minutes and AM/PM, as the delivery calendar stores a time of day. */
export const clockTimeSchema = new Schema(
  { hours: { type: Number, min: 1, max: 12 }, minutes: { type: Number, min: 0, max: 59 }, ampm: { type: String, enum: AMPM_OPTIONS } },
  { _id: false },
);

/** A product's delivery calendar settings. */
export const deliveryCalendarSettingsSchema = new Schema(
  {
    allowed: { type: Boolean, default: false },
    minHoursTime: { type: Number, default: 1, min: 1, max: 336 },
    maxHoursTime: { type: Number, default: 336, min: 1, max: 336 },
    minTime: { type: clockTimeSchema, default: () => ({ hours: 9, minutes: 0, ampm: 'AM' }) },
    maxTime: { type: clockTimeSchema, default: () => ({ hours: 6, minutes: 0, ampm: 'PM' }) },
  },
  { _id: false },
);

/** The delivery date and time chosen for one cart or order line. */
export const deliveryChoiceSchema = new Schema(
  {
    allowed: Boolean,
    day: Number,
    month: Number,
    year: Number,
    hours: Number,
    minutes: Number,
    ampm: { type: String, enum: AMPM_OPTIONS },
  },
  { _id: false },
);

/** A seller's delivery terms for one province (docs/contract/buying.md §3 "Seller user"). */
export const provinceDeliveryCostSchema = new Schema(
  {
    provinceName: { type: String, required: true },
    available: { type: Boolean, default: true },
    isFree: {
      always: { type: Boolean, default: false },
      above: { type: Boolean, default: false },
      aboveNumber: { type: Number, default: 0, min: 0 },
    },
    municipalities: [{ _id: false, name: { type: String, required: true }, cost: { type: Number, min: 0, default: 0 } }],
  },
  { _id: false },
);

/** One delivery address of a user; the first is the default. */
export const deliveryAddressSchema = new Schema(
  {
    name: { type: String, required: true, maxlength: 80 },
    address: { type: String, required: true, maxlength: 160 },
    region: { type: String, required: true },
    municipality: { type: String, required: true },
    phone: { type: String, required: true, maxlength: 20 },
    ci: { type: String, required: true, maxlength: 20 },
    isDefault: { type: Boolean, default: false },
  },
  { _id: false },
);
