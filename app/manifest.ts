import type { MetadataRoute } from 'next';
import { messages } from '@/lib/messages';

/** The installable web app (served as /manifest.webmanifest); public/sw.js keeps visited pages readable offline. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: messages.seo.title,
    short_name: 'Importa',
    description: messages.seo.description,
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b5fa5',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
