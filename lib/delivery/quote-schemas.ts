import { z } from 'zod';
import { isMunicipalityOf, isProvince } from '../geo/provinces';
import { messages } from '../messages';
import { SERVER_OBJECT_ID } from '../ids';

const invalid = messages.server.validation;

/** GET /api/productsImport/deliveryQuote?region=&municipality=[&sellers=id,id]: a real municipality of a real province. */
export const deliveryQuoteQuerySchema = z
  .object({
    region: z.string({ error: invalid }).trim(),
    municipality: z.string({ error: invalid }).trim(),
    sellers: z
      .string()
      .optional()
      .transform((text) =>
        text
          ? [
              ...new Set(
                text
                  .split(',')
                  .map((id) => id.trim().toLowerCase())
                  .filter(Boolean),
              ),
            ]
          : undefined,
      )
      .refine((ids) => !ids || (ids.length <= 200 && ids.every((id) => SERVER_OBJECT_ID.test(id))), invalid),
  })
  .refine((q) => isProvince(q.region) && isMunicipalityOf(q.region, q.municipality), invalid);
export type DeliveryQuoteQuery = z.output<typeof deliveryQuoteQuerySchema>;
