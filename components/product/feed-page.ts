import type { ProductDto } from '@/lib/catalog/dto';
import { interleavePromoted } from '@/lib/catalog/interleave';
import { apiFetch } from '@/lib/http/fetcher';
import { feedRequests, hasNextPage, type FeedSource } from './feed-source';

const productKey = (product: ProductDto) => product._id;

/** Fetches one page: the calls of `feedRequests`, promoted items interleaved after every third regular one. */
export async function fetchPage(source: FeedSource, page: number, userLoggedId: string | null | undefined, signal: AbortSignal) {
  const requests = feedRequests(source, page, userLoggedId);
  const lists = await Promise.all(requests.map((request) => apiFetch<ProductDto[]>(request.path, { signal })));
  const regular = lists[requests.findIndex((r) => !r.promoted)] ?? [];
  const promotedAt = requests.findIndex((r) => r.promoted);
  const promoted = promotedAt >= 0 ? (lists[promotedAt] ?? []) : [];
  return { items: interleavePromoted(regular, promoted, { key: productKey }), more: hasNextPage(regular.length) };
}
