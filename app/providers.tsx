'use client';

import { ProvincePickerHost } from '@/components/account/ProvincePickerHost';
import { AuthDialogProvider } from '@/components/auth/AuthDialogProvider';
import { SlowLineOffer } from '@/components/datasaver/SlowLineOffer';
import { SessionProvider } from '@/components/auth/SessionProvider';
import { QueueSender } from '@/components/offline/QueueSender';
import { SavedCopyNotice } from '@/components/offline/SavedCopyNotice';
import { ShopperProvider } from '@/components/product/shopper-context';
import { DeferredPictures } from '@/components/ui/DeferredPictures';
import { PageAlive } from '@/components/ui/PageAlive';
import { PlainLinkNavigator } from '@/components/ui/PlainLinkNavigator';
import { SnackbarProvider } from '@/components/ui/Snackbar';

/**
 * The client context of every page: the snackbar, the stored session (refreshed on start),
 * the auth dialog and the province picker (their code loads on first open), and what the product
 * cards know of the shopper, and the watcher that loads pictures below the fold as they near. The realtime socket is not here: it loads only on the pages that need it; nor is SWR,
 * which comes with the first component that reads the API (components/ui/use-swr.ts).
 */
export default function Providers({ children }: { children: React.ReactNode }) {
  return (
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
          <PageAlive />
        </AuthDialogProvider>
      </SessionProvider>
    </SnackbarProvider>
  );
}
