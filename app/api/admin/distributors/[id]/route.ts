import { route } from '@/lib/http/route';
import { distributorInputSchema } from '@/lib/admin/schemas';
import { updateDistributor } from '@/lib/admin/distributors-service';
import { pathId } from '@/lib/selling/schemas';

/** PATCH /api/admin/distributors/{id} (super admins): the import company's terms and delivery costs. */
export const PATCH = route({ body: distributorInputSchema, auth: 'user', permission: 'admin:screens' }, ({ params, body }) =>
  updateDistributor(pathId(params.id), body),
);
