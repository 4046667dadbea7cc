'use client';

import { useEffect } from 'react';
import { watchDeferredPictures } from './deferred-pictures';

/** Loads the deferred pictures (PlainImage `deferred`) as the shopper nears them: one watcher for the whole page. */
export function DeferredPictures() {
  useEffect(() => watchDeferredPictures(document), []);
  return null;
}
