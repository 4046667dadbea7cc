import type { Metadata } from 'next';
import { privacyDocument } from '@/lib/content/privacy';
import { messages } from '@/lib/messages';
import { InfoArticle } from '@/components/layout/InfoArticle';
import { PageBanner } from '@/components/layout/PageBanner';

export const metadata: Metadata = {
  title: messages.layout.privacy,
  description: messages.seo.privacy,
  alternates: { canonical: '/privacypolicy' },
};

/** POLITICA DE PRIVACIDAD. */
export default function PrivacyPolicyPage() {
  return (
    <>
      <PageBanner title={messages.layout.privacy} backHref="/" />
      <InfoArticle document={privacyDocument} />
    </>
  );
}
