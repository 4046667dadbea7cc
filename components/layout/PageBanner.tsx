import type { ReactNode } from 'react';
import { layoutMessages } from '@/lib/messages/layout';
import { menuMessages } from '@/lib/messages/menu';
import { screensMessages } from '@/lib/messages/screens';
import { BackButton } from './BackButton';
import { cartIcon, chatIcon, heartIcon, Icon, infoIcon, userIcon, type IconPath } from './icons';
import { shieldIcon } from './inner-icons';
import styles from './PageBanner.module.css';

/** Icons of the pages whose banner title is known in advance. */
const ICON_BY_TITLE: Readonly<Record<string, IconPath>> = {
  [menuMessages.legal]: infoIcon,
  [layoutMessages.privacy]: shieldIcon,
  [menuMessages.faq]: chatIcon,
  [screensMessages.favoritesTitle]: heartIcon,
  [menuMessages.myCart]: cartIcon,
  [menuMessages.myAccount]: userIcon,
};

type Props = {
  title: ReactNode;
  /** Shows the back arrow; the value is where it goes when there is no history on this site. */
  backHref?: string;
  /** Icon, or an image (a store logo); by default the title's icon when it has one. */
  icon?: IconPath | ReactNode;
  /** The title's element: 'h1' unless the page has its own h1 below. */
  as?: 'h1' | 'p';
  children?: ReactNode;
};

/** The banner at the top of inner pages: back arrow, icon and title. */
export function PageBanner({ title, backHref, icon, as: Title = 'h1', children }: Props) {
  const titleIcon = typeof title === 'string' ? ICON_BY_TITLE[title] : undefined;
  const visual = icon ?? titleIcon;
  return (
    <div className={styles.banner}>
      {backHref && <BackButton fallbackHref={backHref} className={styles.back} />}
      {typeof visual === 'string' ? <Icon path={visual} size={26} className={styles.icon} /> : visual}
      <Title className={styles.title}>{title}</Title>
      {children}
    </div>
  );
}
