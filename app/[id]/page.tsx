import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPublicUser } from '@/lib/account/profile-service';
import { AppError } from '@/lib/errors';
import { HomeView } from '@/components/home/HomeView';
import { PromotionRegister } from '@/components/home/PromotionRegister';
import { loadHome } from '../_storefront/home-data';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** An invitation link is the home, not a page of its own. */
export const metadata: Metadata = { robots: { index: false, follow: true }, alternates: { canonical: '/' } };

/** True when `id` is a registered user (the inviting one); any other /{segment} is not found. */
async function isUser(id: string): Promise<boolean> {
  try {
    await getPublicUser(null, id);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'notFound') return false;
    throw error;
  }
}

/** /{id}: the home, with the auth dialog opened in registration mode for the user `id` invited (catalogue.md §2). */
export default async function PromotionHomePage({ params, searchParams }: Props) {
  const { id } = await params;
  if (!(await isUser(id))) notFound();
  return (
    <>
      <PromotionRegister promotionUser={id} />
      <HomeView {...await loadHome(await searchParams)} />
    </>
  );
}
