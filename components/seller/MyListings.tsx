'use client';

import Link from '@/components/ui/Link';
import type { ProductDto } from '@/lib/catalog/dto';
import { paths } from '@/lib/http/paths';
import { dashboardMessages } from '@/lib/messages/dashboard';
import { sellerMessages } from '@/lib/messages/seller';
import { useSession } from '@/components/auth/use-session';
import { NoConnection } from '@/components/layout/NoConnection';
import { ProductFeed } from '@/components/product/ProductFeed';
import { hasNextPage } from '@/components/product/feed-source';
import { Skeleton } from '@/components/ui/Skeleton';
import { HiddenListings } from './HiddenListings';
import { ListingsCsv } from './ListingsCsv';
import { RoleGate } from '@/components/dashboard/RoleGate';
import { useApi } from '@/components/dashboard/use-api';
import dashboard from '@/components/dashboard/dashboard.module.css';
import styles from './seller.module.css';

/** /myproducts (sellers): the viewer's listings as cards with edit, availability toggle and delete, infinite scroll. */
export function MyListings() {
  return (
    <RoleGate permission="products:sell">
      <Listings />
    </RoleGate>
  );
}

function Listings() {
  const { user } = useSession();
  const userId = user?._id ?? '';
  const { data, error, mutate } = useApi<ProductDto[]>(userId ? paths.products.ofDistributor(userId, 1) : null, { dedupingInterval: 0 });
  // The heading, the hidden listings and the CSV tools do not wait for the first page of listings.
  const feed =
    error && !data ? (
      <NoConnection onRetry={() => void mutate()} />
    ) : !data ? (
      <Skeleton height={320} />
    ) : (
      <ProductFeed
        key={`${userId}:${data.map((p) => p._id).join(',')}`}
        source={{ kind: 'distributor', userId }}
        initial={data}
        initialHasMore={hasNextPage(data.length)}
        context="list"
        eagerCount={5}
        empty={
          <section className={styles.empty}>
            <h2>{sellerMessages.noListings}</h2>
            <p className={dashboard.muted}>{sellerMessages.noListingsHint}</p>
          </section>
        }
      />
    );
  return (
    <>
      {/* The page banner already says MIS ANUNCIOS: only the action sits here. */}
      <div className={styles.toolbar}>
        <Link href="/myproducts/create" className="button">
          {dashboardMessages.sell}
        </Link>
      </div>
      <HiddenListings />
      <ListingsCsv onImported={() => void mutate()} />
      {feed}
    </>
  );
}
