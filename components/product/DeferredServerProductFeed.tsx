import { DeferredProductFeed } from './DeferredProductFeed';
import { serverProductFeed } from './server-product-feed';

/** The feed whose code waits until after the page's first load (a list below the fold). */
export const DeferredServerProductFeed = serverProductFeed(DeferredProductFeed);
