'use client';

import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';

/** The one toaster of the app: top-right, each toast 4000 ms, at most three at once. */
const toasterOptions = { position: 'top-right', duration: 4000, visibleToasts: 3 } as const;

// Whether some code on this page can show a toast. components/layout/toast.ts sets it when it is
// imported, so only pages with forms, sign-in or sign-out load sonner (about 10 kB gzipped);
// the other pages never fetch it.
let wanted = false;
const listeners = new Set<() => void>();

/** Called by components/layout/toast.ts: the toaster is needed on this page. */
export function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * sonner's Toaster, loaded on demand. A toast fired before it has loaded is not lost: sonner's
 * store replays active toasts to a toaster that subscribes late (sonner 2.0.8,
 * ToastState.subscribe).
 */
export function Toaster() {
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    if (!needed) return;
    let cancelled = false;
    void import('sonner').then(({ Toaster: Loaded }) => {
      if (!cancelled) setSonner(() => Loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [needed]);

  return Sonner ? <Sonner {...toasterOptions} richColors closeButton /> : null;
}
