'use client';

import { useState } from 'react';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { couponMessages } from '@/lib/messages/coupon';
import { recoverMessages } from '@/lib/messages/recover';

export const COUPON_LENGTH = 6;

export type CouponStatus = 'idle' | 'verifying' | 'applied' | 'invalid' | 'own' | 'failed';
export type CouponState = { code: string; status: CouponStatus; percent: number; failure?: string };

/** The text under the coupon boxes for a state, or null while typing. */
export function couponStatusText(state: CouponState): string | null {
  const c = couponMessages;
  switch (state.status) {
    case 'idle':
      return null;
    case 'verifying':
      return c.verifying;
    case 'applied':
      return c.applied;
    case 'invalid':
      return c.invalid;
    case 'own':
      return c.own;
    case 'failed':
      return state.failure || recoverMessages.connectionFailed;
  }
}

/**
 * The coupon (docs/contract/buying.md §4): six characters; when all six are typed the code is verified with
 * getCouponInfo (input blocked meanwhile). 400 errorType 3 is the buyer's own coupon, any other
 * 4xx an incorrect one; a rate limit or a network failure says so and lets the buyer retry.
 */
export function useCoupon(token: string | null) {
  const [state, setState] = useState<CouponState>({ code: '', status: 'idle', percent: 0 });

  async function verify(code: string) {
    setState({ code, status: 'verifying', percent: 0 });
    try {
      const answer = await apiFetch<{ couponInfo: { productDiscount: number } }>(paths.account.couponInfo(code), { token });
      setState({ code, status: 'applied', percent: answer.couponInfo.productDiscount ?? 0 });
    } catch (error) {
      if (isApiError(error) && error.errorType === 3) setState({ code, status: 'own', percent: 0 });
      else if (isApiError(error) && error.status === 429) setState({ code, status: 'failed', percent: 0, failure: error.message });
      else if (isApiError(error) && error.status >= 400 && error.status < 500) setState({ code, status: 'invalid', percent: 0 });
      else setState({ code, status: 'failed', percent: 0 });
    }
  }

  function change(code: string) {
    if (state.status === 'verifying') return;
    setState({ code, status: 'idle', percent: 0 });
    if (code.length === COUPON_LENGTH) void verify(code);
  }

  return { state, change, appliedCode: state.status === 'applied' ? state.code : null, percent: state.status === 'applied' ? state.percent : 0 };
}
