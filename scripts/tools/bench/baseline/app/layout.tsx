import type { Metadata, Viewport } from 'next';

export const metadata: Metadata = { title: 'Línea base', description: 'Aplicación Next.js mínima con la que se comparan las cifras de la tienda.' };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="es">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '0 auto', maxWidth: 960, padding: 16 }}>{children}</body>
    </html>
  );
}
