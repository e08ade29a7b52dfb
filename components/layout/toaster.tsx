'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';

/** The one toaster of the app: top-right, each toast 4000 ms, at most three at once. */
export const toasterOptions = { position: 'top-right', duration: 4000, visibleToasts: 3 } as const;

/**
 * sonner (about 14 kB gzipped) is loaded once the page has loaded and the browser is idle, so it
 * is not part of any page's first-load JavaScript. A toast fired before then is not lost: sonner's
 * store replays active toasts to a toaster that subscribes late (sonner 2.0.8, ToastState.subscribe).
 */
export function Toaster() {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let cancelled = false;
    let idle: number | undefined;
    // Safari has no requestIdleCallback: a short timeout stands in for it.
    const hasIdleCallback = typeof window.requestIdleCallback === 'function';
    const load = () => {
      void import('sonner').then(({ Toaster: Loaded }) => {
        if (!cancelled) setSonner(() => Loaded);
      });
    };
    const whenIdle = () => {
      idle = hasIdleCallback
        ? window.requestIdleCallback(load, { timeout: 2000 })
        : window.setTimeout(load, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (hasIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  return Sonner ? <Sonner {...toasterOptions} richColors closeButton /> : null;
}
