import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { listSellerProducts } from '@/lib/catalog/service';
import { messages } from '@/lib/messages';
import type { PublicProfileDto } from '@/lib/users/dto';
import { getPublicProfile } from '@/lib/users/service';
import { PageBanner } from '@/components/layout/PageBanner';
import { PageLoading } from '@/components/layout/PageLoading';
import { SellerListings } from '@/components/seller/SellerListings';
import { UserAdminPanel } from '@/components/users/UserAdminPanel';
import { withoutDescription } from '@/app/_storefront/catalog-data';
import styles from '@/components/users/users.module.css';

type Props = { params: Promise<{ id: string }> };

const loadProfile = cache((id: string) => getPublicProfile(id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const profile = await loadProfile((await params).id);
  if (!profile) return { title: messages.pages.notFound, robots: { index: false } };
  // Sellers have their public, indexed page at /distributor/{id}; this one is not for search engines.
  return {
    title: messages.userPage.title(profile.displayName),
    robots: { index: false },
    alternates: profile.isSeller ? { canonical: `/distributor/${profile._id}` } : undefined,
  };
}

/** The page below the profile check: the seller's first page of listings is read while 'Cargando Página de …' shows. */
async function UserPageBody({ profile }: { profile: PublicProfileDto }) {
  const listings = profile.isSeller ? await listSellerProducts(profile._id, { page: '1' }) : [];
  const name = profile.displayName;
  return (
    <>
      <section className={styles.profile} aria-label={messages.userPage.title(name)}>
        {profile.profilePictureUrl ? (
          <Image src={profile.profilePictureUrl} alt={messages.userPage.picture(name)} width={72} height={72} className={styles.avatar} />
        ) : (
          <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <p className={styles.muted}>{profile.isSeller ? messages.userPage.seller : messages.userPage.buyer}</p>
          {profile.description && <p>{profile.description}</p>}
        </div>
      </section>
      <UserAdminPanel userId={profile._id} name={name} />
      {profile.isSeller && <SellerListings sellerId={profile._id} name={name} listings={withoutDescription(listings)} emptyClassName={styles.muted} />}
    </>
  );
}

/**
 * /users/{id} (docs/contract/buying.md §2): a user's public page, server-rendered: picture and name, and a
 * seller's listings with the usual product cards. The account, orders and wallet ledger are
 * added in the browser for super admins (and the orders link for order admins): UserAdminPanel.
 * The unknown-user check comes before any streaming (a route loading.tsx would answer 200 for it);
 * the rest loads lazily behind 'Cargando Página de …'.
 */
export default async function UserPage({ params }: Props) {
  const profile = await loadProfile((await params).id);
  if (!profile) notFound();
  return (
    <>
      <PageBanner title={profile.displayName} backHref="/" />
      <Suspense fallback={<PageLoading name={messages.pageNames.user} />}>
        <UserPageBody profile={profile} />
      </Suspense>
    </>
  );
}
