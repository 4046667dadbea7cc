import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getPublicUser } from '@/lib/account/profile-service';
import { listSellerProducts } from '@/lib/catalog/service';
import { AppError } from '@/lib/errors';
import { messages } from '@/lib/messages';
import { PageBanner } from '@/components/layout/PageBanner';
import { sellerName } from '@/components/product/product-display';
import { SellerListings } from '@/components/seller/SellerListings';
import { SellerRating } from '@/components/reviews/SellerRating';
import { sellerRating } from '@/lib/reviews/read';
import { withoutDescription } from '@/app/_storefront/catalog-data';
import styles from './distributor.module.css';

type Props = { params: Promise<{ id: string }> };

/** The distributor's public fields, or null (404) when there is no such seller: buyers have no public page. */
const loadDistributor = cache(async (id: string) => {
  try {
    const user = await getPublicUser(null, id);
    return user.isImportCompany ? user : null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'notFound') return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const distributor = await loadDistributor(id);
  if (!distributor) return { title: messages.pages.notFound, robots: { index: false } };
  const name = sellerName(distributor);
  return {
    title: name,
    description: distributor.importCompanyDescription || messages.seo.distributor(name),
    alternates: { canonical: `/distributor/${distributor._id}` },
    openGraph: distributor.profilePictureUrl ? { images: [{ url: distributor.profilePictureUrl, alt: messages.distributor.logo(name) }] } : undefined,
  };
}

/** A distributor's page (docs/contract/buying.md §2): logo, name, description, its rating from verified buyers and its products with infinite scroll. */
export default async function DistributorPage({ params }: Props) {
  const { id } = await params;
  const distributor = await loadDistributor(id);
  if (!distributor) notFound();
  const [products, rating] = await Promise.all([listSellerProducts(distributor._id, { page: '1' }), sellerRating(distributor._id)]);
  const name = sellerName(distributor);
  const logo = distributor.profilePictureUrl ? (
    <Image src={distributor.profilePictureUrl} alt={messages.distributor.logo(name)} width={48} height={48} className={styles.logo} preload />
  ) : undefined;
  return (
    <>
      <PageBanner title={name} backHref="/" icon={logo} />
      {distributor.importCompanyDescription && <p className={styles.description}>{distributor.importCompanyDescription}</p>}
      {rating && <SellerRating rating={rating} />}
      <SellerListings sellerId={distributor._id} name={name} listings={withoutDescription(products)} emptyClassName={styles.empty} />
    </>
  );
}
