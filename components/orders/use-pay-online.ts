'use client';

import { useState } from 'react';
import { apiFetch } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { paymentMessages } from '@/lib/messages/payment';
import { useSnackbar } from '@/components/ui/Snackbar';

const FAILED_MS = 3000;

/**
 * Pays an OnlineStripe order still Solicitado: payCheckout, then the browser goes to Stripe. A
 * failure shows 'NO SE PUDO PROCESAR PAGO...' for 3 s and keeps the lower-case text on the order.
 */
export function usePayOnline(token: string | null) {
  const snackbar = useSnackbar();
  const [paying, setPaying] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function pay(orderId: string) {
    setPaying(orderId);
    setFailed(null);
    try {
      const { stripeUrl } = await apiFetch<{ stripeUrl: string }>(paths.orders.payCheckout(orderId), { token });
      window.location.assign(stripeUrl);
    } catch {
      snackbar.show(paymentMessages.failed, { kind: 'error', durationMs: FAILED_MS });
      setFailed(orderId);
      setPaying(null);
    }
  }

  return { pay, paying, failed };
}
