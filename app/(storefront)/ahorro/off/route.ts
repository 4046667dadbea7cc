import { DATA_SAVER_COOKIE } from '@/lib/datasaver/light-paths';
import { switchModeAnswer } from '@/lib/datasaver/switch-answer';

/** Turn data-saver mode off for this browser (a plain form on the light pages) and go back to `next`. */
export function GET(request: Request): Response {
  return switchModeAnswer(request, `${DATA_SAVER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
}
