import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { helpFaq } from '@/lib/content/help';
import { messages } from '@/lib/messages';
import { CUSTOMS_GAZETTE_URL, SUPPORT_EMAIL, supportMailLink, whatsappLink } from '@/components/layout/contact';
import { PageBanner } from '@/components/layout/PageBanner';
import styles from '@/components/layout/InfoArticle.module.css';

export const metadata: Metadata = {
  title: messages.menu.faq,
  description: messages.seo.help,
  alternates: { canonical: '/help' },
};

/** PREGUNTAS FRECUENTES and CONTACTAR Y AYUDA: answers by topic (no JavaScript: <details>), then the contact links. */
export default function HelpPage() {
  const p = messages.pages;
  return (
    <>
      <PageBanner title={messages.menu.faq} backHref="/" />
      <article className={styles.article}>
        {helpFaq(messages.delivery).map((topic) => (
          <section key={topic.topic} aria-labelledby={`faq-${topic.topic}`}>
            <h2 id={`faq-${topic.topic}`}>{topic.topic}</h2>
            {topic.entries.map((entry) => (
              <details key={entry.question} className={styles.faq}>
                <summary>{entry.question}</summary>
                <p>{entry.answer}</p>
              </details>
            ))}
          </section>
        ))}
        <section aria-labelledby="contact">
          <h2 id="contact">{messages.menu.help}</h2>
          <p>
            <strong>{p.contactTitle}</strong> {p.contactHint}
          </p>
          <div className={styles.contact}>
            <a className="button" href={whatsappLink(messages.layout.helpGreeting)} target="_blank" rel="noopener noreferrer">
              {messages.layout.whatsapp}
            </a>
            <a className="button button-secondary" href={supportMailLink()}>
              {SUPPORT_EMAIL}
            </a>
          </div>
          <p>
            {p.customsHint}{' '}
            <a href={CUSTOMS_GAZETTE_URL} target="_blank" rel="noopener noreferrer">
              {messages.menu.customsGazette}
            </a>
            . <Link href="/legalinformation">{messages.menu.legal}</Link> · <Link href="/privacypolicy">{messages.layout.privacy}</Link>
          </p>
        </section>
      </article>
    </>
  );
}
