import { items } from '../../items';

export const dynamic = 'force-dynamic';

/** The JSON route: fifteen items on every request. */
export function GET() {
  return Response.json({ products: items(), total: 15 });
}
