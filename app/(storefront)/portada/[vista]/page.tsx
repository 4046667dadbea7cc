import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CACHED_HOME_VARIANT } from '@/lib/http/cache/cached-home';
import { HomeView } from '@/components/home/HomeView';
import { loadHome } from '@/app/_storefront/home-data';

type Props = { params: Promise<{ vista: string }> };

// The home without a search, served at '/' by the rewrite in next.config.mjs: rendered on its first request and kept for
// every shopper until a write expires it or STOREFRONT_MAX_AGE_SECONDS pass (lib/http/cache/storefront-pages.ts).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): { vista: string }[] {
  return [];
}

export const metadata: Metadata = { alternates: { canonical: '/' } };

export default async function CachedHomePage({ params }: Props) {
  if ((await params).vista !== CACHED_HOME_VARIANT) notFound();
  return <HomeView {...await loadHome({})} />;
}
