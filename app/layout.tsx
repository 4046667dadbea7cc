import type { Metadata, Viewport } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { connection } from 'next/server';
import { messages } from '@/lib/messages';
import { siteUrl } from '@/lib/seo/site-url';
import { vapidPublicKey } from '@/lib/push/public-key';
import { NotificationPromptHost } from '@/components/auth/NotificationPromptHost';
import { VAPID_META_NAME } from '@/components/auth/push-subscription';
import { BottomTabBar } from '@/components/layout/BottomTabBar';
import { Footer } from '@/components/layout/Footer';
import { HelpFab } from '@/components/layout/HelpFab';
import { TopBar } from '@/components/layout/TopBar';
import { VitalsReporter } from '@/components/vitals/VitalsReporter';
import { ZonePauseBanner } from '@/components/zones/ZonePauseBanner';
import type { CategoryOption } from '@/components/layout/category-option';
import Providers from './providers';
import { loadCategories } from './_storefront/catalog-data';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const vapidKey = vapidPublicKey();
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: messages.seo.title, template: messages.seo.pageTitle('%s') },
    description: messages.seo.description,
    applicationName: 'Importa',
    icons: { icon: '/icon.svg' },
    openGraph: { siteName: 'Importa', locale: 'es_ES', type: 'website', title: messages.seo.title, description: messages.seo.description },
    twitter: { card: 'summary_large_image' },
    // Read by components/auth/push-subscription.ts at run time, so a key set after the build still works.
    ...(vapidKey ? { other: { [VAPID_META_NAME]: vapidKey } } : {}),
  };
}

export const viewport: Viewport = { themeColor: '#0b5fa5', width: 'device-width', initialScale: 1 };

/** The category menu; the shell still renders (without categories) when the catalogue cannot answer. */
async function menuCategories(): Promise<CategoryOption[]> {
  try {
    return await loadCategories();
  } catch (error) {
    console.error('category menu unavailable', error);
    return [];
  }
}

/** Every page: skip link, top bar, the page, footer, help button and (phones) the bottom tab bar. */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The build never renders a page: the catalogue is not there then. Rendering any page at build
  // time makes it dynamic (rendered per request), except the routes that opt into on-demand caching
  // with an empty generateStaticParams (product pages, the home without a search): the build never
  // renders them, so they are rendered on their first request and kept (lib/http/cache/storefront-pages.ts).
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) await connection();
  const categories = await menuCategories();
  return (
    <html lang="es">
      <body>
        <a href="#contenido" className="skip-link">
          {messages.layout.skipToContent}
        </a>
        <Providers>
          <TopBar categories={categories} />
          <ZonePauseBanner />
          <NotificationPromptHost />
          <main id="contenido" className="page" tabIndex={-1}>
            {children}
          </main>
          <Footer />
          <HelpFab />
          <BottomTabBar />
        </Providers>
        <VitalsReporter />
      </body>
    </html>
  );
}
