import { ProductFeed } from './ProductFeed';
import { serverProductFeed } from './server-product-feed';

/** The feed whose code comes with the page (the home's list, above the fold). */
export const ServerProductFeed = serverProductFeed(ProductFeed);
