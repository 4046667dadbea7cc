import { z } from 'zod';
import { isMunicipalityOf, isProvince } from '../geo/provinces';
import { adminMessages } from '../messages/admin';
import { zonesMessages } from '../messages/zones';

const invalidZone = adminMessages.distributors.provinceInvalid;

/** POST /api/admin/zones: a province, optionally one of its municipalities ('' = all), and the notice shoppers read. */
export const pauseInputSchema = z
  .object({
    province: z.string({ error: invalidZone }).trim(),
    municipality: z.string().trim().optional().default(''),
    notice: z.string({ error: zonesMessages.noticeInvalid }).trim().min(5, zonesMessages.noticeInvalid).max(300, zonesMessages.noticeInvalid),
  })
  .refine((p) => isProvince(p.province) && (p.municipality === '' || isMunicipalityOf(p.province, p.municipality)), { message: invalidZone });
export type PauseInput = z.output<typeof pauseInputSchema>;
