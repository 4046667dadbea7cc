import { PlainLink } from '@/components/ui/PlainLink';
import { messages } from '@/lib/messages';
import { CUSTOMS_GAZETTE_URL, SOCIAL_LINKS, SUPPORT_EMAIL, supportMailLink, whatsappLink } from './contact';
import styles from './Footer.module.css';

/** Current calendar year (the footer copyright). */
function currentYear(): number {
  return new Date().getFullYear();
}

/** The footer: legal, help and contact links, social profiles and © with the current year. */
export function Footer() {
  const t = messages.layout;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>Importa</p>
          <p className={styles.tagline}>{t.footerTagline}</p>
        </div>
        <nav aria-label={t.footerNav}>
          <ul className={styles.links}>
            <li>
              <PlainLink href="/legalinformation">{messages.menu.legal}</PlainLink>
            </li>
            <li>
              <PlainLink href="/privacypolicy">{t.privacy}</PlainLink>
            </li>
            <li>
              <PlainLink href="/help">{messages.menu.faq}</PlainLink>
            </li>
            <li>
              <a href={whatsappLink(messages.layout.helpGreeting)} target="_blank" rel="noopener noreferrer">
                {messages.menu.help}
              </a>
            </li>
            <li>
              <a href={CUSTOMS_GAZETTE_URL} target="_blank" rel="noopener noreferrer">
                {messages.menu.customsGazette}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <p className={styles.label}>{t.supportEmail}</p>
          <a href={supportMailLink()}>{SUPPORT_EMAIL}</a>
          <p className={styles.label}>{t.followUs}</p>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>{t.rights(currentYear())}</p>
    </footer>
  );
}
