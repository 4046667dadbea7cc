import { z } from 'zod';
import { route } from '@/lib/http/route';
import { exportListingsCsv, importListingsCsv, readCsvBody } from '@/lib/csv/listings-service';

export const dynamic = 'force-dynamic';

/** The seller's listings as a CSV download. */
export const GET = route(
  { auth: 'user', permission: 'products:sell' },
  async ({ viewer }) =>
    new Response(await exportListingsCsv(viewer), {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="mis-anuncios.csv"', 'cache-control': 'no-store' },
    }),
);

/** Import listings from a CSV body (text/csv); ?confirmValid=true imports the valid rows of a file with errors. */
export const POST = route(
  { auth: 'user', permission: 'products:sell', query: z.object({ confirmValid: z.enum(['true', 'false']).optional() }) },
  async ({ viewer, query, request }) => importListingsCsv(viewer, await readCsvBody(request), query.confirmValid === 'true'),
);
