import type { Metadata, Viewport } from 'next';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Importa: productos importados con entrega en Cuba', template: '%s | Importa' },
  description: 'Compre productos importados en USD con entrega en Cuba: electrodomésticos, celulares, ropa, alimentos y más. Entrega inmediata o por importación.',
  applicationName: 'Importa',
};

export const viewport: Viewport = { themeColor: '#0b5fa5', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  );
}
