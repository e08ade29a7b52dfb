'use client';

import { Toaster as Sonner } from 'sonner';

/** The one toaster of the app: top-right, each toast 4000 ms, at most three at once. */
export const toasterOptions = { position: 'top-right', duration: 4000, visibleToasts: 3 } as const;

export function Toaster() {
  return <Sonner {...toasterOptions} richColors closeButton />;
}
