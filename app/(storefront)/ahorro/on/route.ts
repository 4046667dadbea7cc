import { DATA_SAVER_COOKIE, DATA_SAVER_MAX_AGE_S } from '@/lib/datasaver/light-paths';
import { switchModeAnswer } from '@/lib/datasaver/switch-answer';

/** Turn data-saver mode on for this browser (works without JavaScript) and go back to `next`. */
export function GET(request: Request): Response {
  return switchModeAnswer(request, `${DATA_SAVER_COOKIE}=1; Path=/; Max-Age=${DATA_SAVER_MAX_AGE_S}; SameSite=Lax`);
}
