import { onGuardedWrite } from './guarded-write';
import { onBusMessage } from './cluster/bus';
import { productsWrittenElsewhere, productWritten } from './catalog/product-writes';
import { dropCachedReadsHere, dropCachedReadsOf, forgetCachedReadHere } from './http/cache/read-cache';
import { expireStorefrontPages, expireStorefrontPagesHere, storefrontExpiryOf } from './http/cache/storefront-pages';
import { notifyIfRestocked } from './stock-alerts/service';
import type { LeanProduct } from '@/models/Product';

/**
 * Register, once at start (scripts/server/server.ts; the integration tests' setup), everything that must
 * follow a guarded write: the catalogue (index, vocabulary, product pages), the storefront pages a
 * category or seller change shows on, the short-lived read copies, and back-in-stock alerts. Their
 * state lives on globalThis, so the listeners registered by the custom server serve the writes of
 * every route bundle.
 */
export function registerWriteListeners(): void {
  onGuardedWrite('catalog', (modelName, doc, update) => {
    if (modelName === 'Product') productWritten(doc as LeanProduct, update);
  });
  onGuardedWrite('storefront-pages', (modelName, doc, update) => {
    // Product writes expire their pages through productWritten above.
    const expiry = modelName === 'Product' ? null : storefrontExpiryOf(modelName, update, doc);
    if (expiry) expireStorefrontPages(expiry);
  });
  onGuardedWrite('read-cache', dropCachedReadsOf);
  onGuardedWrite('stock-alerts', notifyIfRestocked);
  // The same for the writes of the store's other processes (lib/cluster/bus.ts); stock alerts are
  // sent by the process that wrote.
  onBusMessage('writes-elsewhere', (message) => {
    if (message.storefront) expireStorefrontPagesHere();
    else if (message.storefrontProducts?.length) expireStorefrontPagesHere({ products: message.storefrontProducts });
    for (const model of message.models ?? []) dropCachedReadsHere(model);
    for (const key of message.reads ?? []) forgetCachedReadHere(key);
    if (message.products?.length)
      void productsWrittenElsewhere(message.products).catch((error: unknown) => console.error('[catálogo] escrituras de otro proceso', error));
  });
}
