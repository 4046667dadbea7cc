import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { AccountView } from '@/components/account/AccountView';
import { PageBanner } from '@/components/layout/PageBanner';
import styles from '@/components/account/account.module.css';

export const metadata: Metadata = { title: messages.menu.myAccount, robots: { index: false } };

/** /account (MI CUENTA): the session lives in the browser, so the page is a static shell around a client view. */
export default function AccountPage() {
  return (
    <>
      <PageBanner title={messages.menu.myAccount} backHref="/" />
      <div className={styles.page}>
        <AccountView />
      </div>
    </>
  );
}
