'use client';

import { SWRConfig } from 'swr';
import { fetcher } from '@/lib/http/fetcher';
import { ProvincePickerHost } from '@/components/account/ProvincePickerHost';
import { AuthDialogProvider } from '@/components/auth/AuthDialogProvider';
import { SlowLineOffer } from '@/components/datasaver/SlowLineOffer';
import { SessionProvider } from '@/components/auth/SessionProvider';
import { QueueSender } from '@/components/offline/QueueSender';
import { SavedCopyNotice } from '@/components/offline/SavedCopyNotice';
import { ShopperProvider } from '@/components/product/shopper-context';
import { DeferredPictures } from '@/components/ui/DeferredPictures';
import { PlainLinkNavigator } from '@/components/ui/PlainLinkNavigator';
import { SnackbarProvider } from '@/components/ui/Snackbar';

/** Slow, costly connections: no refetch on focus, one retry, dedupe for a minute. */
const SWR_OPTIONS = { fetcher, revalidateOnFocus: false, errorRetryCount: 1, dedupingInterval: 60_000 } as const;

/**
 * The client context of every page: SWR, the snackbar, the stored session (refreshed on start),
 * the auth dialog and the province picker (their code loads on first open), and what the product
 * cards know of the shopper, and the watcher that loads pictures below the fold as they near. The realtime socket is not here: it loads only on the pages that need it.
 */
export default function Providers({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig value={SWR_OPTIONS}>
      <SnackbarProvider>
        <SessionProvider>
          <AuthDialogProvider>
            <SavedCopyNotice />
            <SlowLineOffer />
            <ShopperProvider>{children}</ShopperProvider>
            <ProvincePickerHost />
            <PlainLinkNavigator />
            <DeferredPictures />
            <QueueSender />
          </AuthDialogProvider>
        </SessionProvider>
      </SnackbarProvider>
    </SWRConfig>
  );
}
