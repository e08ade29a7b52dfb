'use client';

import { useEffect } from 'react';

/**
 * Registers /serviceWorker.js (scope /) once the browser is idle (at most 2000 ms later), or
 * after 1000 ms where requestIdleCallback does not exist, so it never competes with the page.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    // In development the worker's caches would hide fresh builds.
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker
        .register('/serviceWorker.js', { scope: '/' })
        .catch((error: unknown) => {
          console.error('[service worker] registration failed', error);
        });
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(register, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(register, 1000);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
