import { route } from '@/lib/http/route';
import { getPublicUser } from '@/lib/account/profile-service';

/**
 * GET /api/accountImport/{id} (token optional): a distributor's public fields
 * `{ _id, profilePictureUrl, importCompanyName, importCompanyDescription, name, lastName,
 * isImportCompany }`, plus `wallet` (USD) for the user themself or an admin. 404 otherwise.
 */
export const GET = route({ auth: 'optional' }, ({ params, viewer }) => getPublicUser(viewer, params.id));
