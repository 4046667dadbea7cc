import type { ReactNode } from 'react';
import { PageBanner } from '@/components/layout/PageBanner';
import type { IconPath } from '@/components/layout/icons';
import styles from './dashboard.module.css';

/** The server-rendered frame of a seller or admin page: the banner, then the client view. */
export function PageShell({ title, icon, backHref = '/', children }: { title: string; icon?: IconPath; backHref?: string; children: ReactNode }) {
  return (
    <>
      <PageBanner title={title} icon={icon} backHref={backHref} />
      <div className={styles.page}>{children}</div>
    </>
  );
}
