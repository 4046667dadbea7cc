import type { Metadata } from 'next';
import { parseHomeSearch } from '@/lib/catalog/search-params';
import { messages } from '@/lib/messages';
import { HomeView } from '@/components/home/HomeView';
import { loadCategories } from '@/app/_storefront/catalog-data';
import { loadHome } from '@/app/_storefront/home-data';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The layout's '%s | Importa' template does not reach the page of its own segment. */
const withSiteName = (title: string) => ({ absolute: `${title} | Importa` });

/**
 * A search has its own title and is not indexed; a category page is indexed under its own URL;
 * everything else (filters, provinces) points to the home as canonical.
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const search = parseHomeSearch(await searchParams);
  if (search.searchPhrase) {
    return { title: withSiteName(messages.seo.search(search.searchPhrase)), robots: { index: false, follow: true }, alternates: { canonical: '/' } };
  }
  const category = (await loadCategories()).find((c) => c._id === search.categoryId);
  if (category) return { title: withSiteName(category.name), alternates: { canonical: `/?categoryId=${category._id}` } };
  return { alternates: { canonical: '/' } };
}

/** Home and search (docs/contract/catalogue.md §2): the URL query holds the search, so results are shareable and back re-applies them. */
export default async function HomePage({ searchParams }: Props) {
  return <HomeView {...await loadHome(await searchParams)} />;
}
