import { route } from '@/lib/http/route';
import { transferAdmin } from '@/lib/transfer/admin-service';
import { transferSettingsSchema } from '@/lib/transfer/schemas';
import { saveTransferSettings } from '@/lib/transfer/settings-service';

/** GET /api/admin/transfer (super admins): { settings, queue } — the transfer details, on or off, and the receipts to verify. */
export const GET = route({ auth: 'user', permission: 'payments:transfer' }, () => transferAdmin());

/** PUT /api/admin/transfer body { enabled, details } (super admins): switches payment by transfer on or off and sets what buyers see. */
export const PUT = route({ body: transferSettingsSchema, auth: 'user', permission: 'payments:transfer' }, ({ viewer, body }) =>
  saveTransferSettings(viewer, body),
);
