'use client';

import { useEffect, useRef } from 'react';

/**
 * Keeps the address bar's query string equal to `query` (without `?`; '' clears it) as the
 * visitor types, with history.replaceState: no request, no new history entry, and Next's router
 * keeps the URL it shows in step (Next.js supports the native History API since 14.1). The first
 * render is the URL the page was opened with, so nothing is written until an input changes.
 */
export function useQueryUrl(query: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
      window.history.replaceState(null, '', url);
  }, [query]);
}
