import { route } from '@/lib/http/route';
import { fileFromRequest, storeImage } from '@/lib/uploads/service';

export const dynamic = 'force-dynamic';

/**
 * POST /api/uploads, multipart with one image in the field 'file' (sellers and super admins):
 * JPEG, PNG or WebP up to 5 MB, stored resized as WebP. Answers { url, width, height }.
 */
export const POST = route({ auth: 'user', permission: 'uploads:image' }, async ({ request }) => storeImage(await fileFromRequest(request)));
