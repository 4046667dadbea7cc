import { PlainLink } from '@/components/ui/PlainLink';
import { messages } from '@/lib/messages';
import { homeIcon, Icon, sellIcon, type IconPath } from '@/components/layout/icons';
import { BannerRotator } from './BannerRotator';
import styles from './HomeBanner.module.css';

type Slide = { title: string; hint: string; href: string; icon: IconPath; tone: string };

const t = messages.home;
/** The two slides (docs/contract/catalogue.md §2): immediate delivery and the up-to-5 % coupon discount. */
const SLIDES: readonly Slide[] = [
  { title: t.bannerFastDelivery, hint: t.bannerFastDeliveryHint, href: '/?fastDelivery=true', icon: homeIcon, tone: styles.fast },
  { title: t.bannerDiscount, hint: t.bannerDiscountHint, href: '/?possibleDiscount=true', icon: sellIcon, tone: styles.discount },
];

/** The home banner: text slides on CSS gradients (no image bytes), rotated by a small client leaf. */
export function HomeBanner() {
  const slides = SLIDES.map((slide) => (
    <div key={slide.href} className={`${styles.content} ${slide.tone}`}>
      <Icon path={slide.icon} size={64} className={styles.art} />
      <div>
        <p className={styles.title}>{slide.title}</p>
        <p className={styles.hint}>{slide.hint}</p>
        <PlainLink href={slide.href} className={styles.cta}>
          {t.bannerCta}
        </PlainLink>
      </div>
    </div>
  ));
  return <BannerRotator slides={slides} label={messages.seo.title} />;
}
