import { ApiError, postForm } from '@/lib/http/fetcher';
import { uploadsMessages } from '@/lib/messages/uploads';
import { MAX_UPLOAD_BYTES } from '@/lib/uploads/upload-limits';

/** POST one image (multipart, field 'file'); the answer is its public URL. */
const UPLOADS_PATH = '/api/uploads';

/** Image types the upload accepts (the server checks the bytes again). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Client-side check before uploading: the Spanish reason an image will be refused, or null. */
export function imageProblem(file: File): string | null {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return uploadsMessages.type;
  if (file.size > MAX_UPLOAD_BYTES) return uploadsMessages.size(MAX_UPLOAD_BYTES / 1024 / 1024);
  return null;
}

/** POST /api/uploads with one image: its public URL. Throws ApiError (status 0 when the network failed). */
export async function uploadImage(file: File, token: string | null): Promise<string> {
  const problem = imageProblem(file);
  if (problem) throw new ApiError(400, problem);
  const form = new FormData();
  form.set('file', file);
  return (await postForm<{ url: string }>(UPLOADS_PATH, form, token)).url;
}
