import type { Metadata } from 'next';
import { legalDocument } from '@/lib/content/legal';
import { messages } from '@/lib/messages';
import { InfoArticle } from '@/components/layout/InfoArticle';
import { PageBanner } from '@/components/layout/PageBanner';

export const metadata: Metadata = {
  title: messages.menu.legal,
  description: messages.seo.legal,
  alternates: { canonical: '/legalinformation' },
};

/** INFORMACION LEGAL: the terms of sale. */
export default function LegalInformationPage() {
  return (
    <>
      <PageBanner title={messages.menu.legal} backHref="/" />
      <InfoArticle document={legalDocument(messages.delivery)} />
    </>
  );
}
