import { registerWriteListeners } from '@/lib/write-listeners';

// What the custom server registers at start (scripts/server/server.ts), so every integration test's
// writes reach the catalogue index, the page caches and the stock alerts as in the store.
registerWriteListeners();
