import { route } from '@/lib/http/route';
import { myWalletLedger } from '@/lib/wallet/service';

/** GET /api/wallet (signed in): the viewer's own wallet ledger, newest first (MI CUENTA). */
export const GET = route({ auth: 'user', permission: 'account:use' }, ({ viewer }) => myWalletLedger(viewer._id));
