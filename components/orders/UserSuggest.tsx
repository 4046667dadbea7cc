'use client';

import { useState } from 'react';
import { useSWR } from '@/components/ui/use-swr';
import { paths } from '@/lib/http/paths';
import { ordersPageMessages } from '@/lib/messages/orders-page';
import { TextField } from '@/components/ui/Field';
import { USER_SUGGEST_MIN } from './orders-query';
import styles from './orders.module.css';

type Suggestion = { _id: string; name: string; lastName: string; email: string };
export type ChosenUser = { id: string; fullName: string };

/** The filter's user search (admins): suggestions from usersuggest once 3 characters are typed. */
export function UserSuggest({ token, value, onChoose }: { token: string | null; value: ChosenUser | null; onChoose(user: ChosenUser | null): void }) {
  const [text, setText] = useState(value?.fullName ?? '');
  const query = text.trim();
  const key = query.length >= USER_SUGGEST_MIN && query !== value?.fullName ? ([paths.account.userSuggest(query), token] as const) : null;
  const { data } = useSWR<Suggestion[]>(key, { dedupingInterval: 5000 });
  return (
    <>
      <TextField
        label={ordersPageMessages.userFilter}
        value={text}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          if (value) onChoose(null);
        }}
      />
      {query.length > 0 && query.length < USER_SUGGEST_MIN && <p className={styles.muted}>{ordersPageMessages.userFilterHint(USER_SUGGEST_MIN)}</p>}
      {key && data && data.length > 0 && (
        <ul className={styles.suggestions}>
          {data.map((user) => {
            const fullName = `${user.name} ${user.lastName}`.trim();
            return (
              <li key={user._id}>
                <button
                  type="button"
                  onClick={() => {
                    setText(fullName);
                    onChoose({ id: user._id, fullName });
                  }}
                >
                  {fullName} <span className={styles.muted}>{user.email}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
