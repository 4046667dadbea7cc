'use client';

import Link from '@/components/ui/Link';
import { useRouter, useSearchParams } from 'next/navigation';
import { commonMessages } from '@/lib/messages/common';
import { homeMessages } from '@/lib/messages/home';
import { layoutMessages } from '@/lib/messages/layout';
import { ProvinceFilterButton } from '@/components/account/ProvincePicker';
import type { CategoryOption } from './category-option';
import { categoryUrl, clearedFiltersUrl, filterFormUrl } from './filter-url';
import styles from './FilterPanel.module.css';

const ALL: CategoryOption = { _id: '0', name: commonMessages.all, iconUrl: '' };
const t = layoutMessages;

/** The filter menu's content: categories, delivery province, price/points/flags form and a promo banner. */
export function FilterPanel({ categories, onDone }: { categories: readonly CategoryOption[]; onDone(): void }) {
  const router = useRouter();
  const params = useSearchParams();
  const selected = params.get('categoryId') ?? '0';
  const number = (key: string) => params.get(key) ?? '';

  return (
    <div className={styles.panel}>
      <nav aria-labelledby="filter-categories" className={styles.categories}>
        <h2 id="filter-categories" className={styles.heading}>
          {t.categories}
        </h2>
        <ul>
          {[ALL, ...categories].map((category) => (
            <li key={category._id}>
              <Link href={categoryUrl(params, category._id)} aria-current={category._id === selected ? 'true' : undefined} onClick={onDone}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.side}>
        <ProvinceFilterButton />
        <form
          action="/"
          method="get"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            router.push(filterFormUrl(params, new FormData(event.currentTarget)));
            onDone();
          }}
        >
          <label>
            {t.minPrice}
            <input name="minPrice" type="number" inputMode="numeric" min={0} step={1} defaultValue={number('minPrice')} />
          </label>
          <label>
            {t.maxPrice}
            <input name="maxPrice" type="number" inputMode="numeric" min={0} step={1} defaultValue={number('maxPrice')} />
          </label>
          <label>
            {t.minPoints}
            <input name="minPoints" type="number" inputMode="numeric" min={0} step={1} defaultValue={number('minPoints')} />
          </label>
          <label>
            {t.maxPoints}
            <input name="maxPoints" type="number" inputMode="numeric" min={0} step={1} defaultValue={number('maxPoints')} />
          </label>
          <label className={styles.check}>
            <input name="fastDelivery" type="checkbox" value="true" defaultChecked={params.get('fastDelivery') === 'true'} />
            {t.onlyFast}
          </label>
          <label className={styles.check}>
            <input name="possibleDiscount" type="checkbox" value="true" defaultChecked={params.get('possibleDiscount') === 'true'} />
            {t.onlyDiscount}
          </label>
          <div className={styles.actions}>
            <button type="submit" className="button">
              {t.apply}
            </button>
            <Link href={clearedFiltersUrl(params)} className="button button-secondary" onClick={onDone}>
              {t.clearFilters}
            </Link>
          </div>
        </form>
        <p className={styles.promo}>{homeMessages.bannerDiscount}</p>
      </div>
    </div>
  );
}
