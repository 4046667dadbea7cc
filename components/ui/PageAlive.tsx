'use client';

import { useEffect } from 'react';
import { PAGE_ALIVE_ATTRIBUTE } from '@/lib/http/page-alive';

/** Marks the page as alive once React has committed its hydration (lib/http/page-alive.ts). */
export function PageAlive() {
  useEffect(() => document.documentElement.setAttribute(PAGE_ALIVE_ATTRIBUTE, ''), []);
  return null;
}
