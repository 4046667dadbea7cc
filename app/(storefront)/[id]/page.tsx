import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isRegisteredUser } from '@/lib/account/profile-service';
import { HomeView } from '@/components/home/HomeView';
import { PromotionRegister } from '@/components/home/PromotionRegister';
import { loadHome } from '@/app/_storefront/home-data';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** An invitation link is the home, not a page of its own. */
export const metadata: Metadata = { robots: { index: false, follow: true }, alternates: { canonical: '/' } };

/** /{id}: the home, with the auth dialog opened in registration mode for the user `id` invited (docs/contract/catalogue.md §2). */
export default async function PromotionHomePage({ params, searchParams }: Props) {
  const { id } = await params;
  if (!(await isRegisteredUser(id))) notFound();
  return (
    <>
      <PromotionRegister promotionUser={id} />
      <HomeView {...await loadHome(await searchParams)} />
    </>
  );
}
