import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { VITAL_NAMES } from '../lib/vitals/metrics';

/**
 * One Core Web Vitals sample from a real browser (POST /api/vitals): the metric, its value (ms;
 * CLS unitless), the page's route pattern (never the raw path: no ids) and the UTC day. No user,
 * no address, no user agent is kept.
 */
const webVitalSchema = new Schema(
  {
    name: { type: String, enum: VITAL_NAMES, required: true },
    value: { type: Number, required: true, min: 0 },
    route: { type: String, required: true, maxlength: 60 },
    day: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
webVitalSchema.index({ createdAt: -1 });

export type WebVitalDoc = InferSchemaType<typeof webVitalSchema>;
export const WebVital: Model<WebVitalDoc> = (models.WebVital as Model<WebVitalDoc>) ?? model('WebVital', webVitalSchema);
