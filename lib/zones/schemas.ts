import { z } from 'zod';
import { isMunicipalityOf, isProvince } from '../geo/provinces';
import { messages } from '../messages';

const invalidZone = messages.admin.distributors.provinceInvalid;

/** POST /api/admin/zones: a province, optionally one of its municipalities ('' = all), and the notice shoppers read. */
export const pauseInputSchema = z
  .object({
    province: z.string({ error: invalidZone }).trim(),
    municipality: z.string().trim().optional().default(''),
    notice: z.string({ error: messages.zones.noticeInvalid }).trim().min(5, messages.zones.noticeInvalid).max(300, messages.zones.noticeInvalid),
  })
  .refine((p) => isProvince(p.province) && (p.municipality === '' || isMunicipalityOf(p.province, p.municipality)), { message: invalidZone });
export type PauseInput = z.output<typeof pauseInputSchema>;
