import { databaseState } from '@/lib/db';

export const dynamic = 'force-dynamic';

/** Health check: the store answers, and says whether the database answers too. */
export async function GET(): Promise<Response> {
  const database = await databaseState();
  const body = { status: database.state === 'up' ? 'ok' : 'degraded', database: { state: database.state, latencyMs: database.latencyMs } };
  return Response.json(body, { status: database.state === 'up' ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
