'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Every route change starts at the top of the page, even under the sticky header. Not on the
 * first render: the browser has placed a freshly loaded page itself (at its top, or at the
 * `#fragment` the link named), and scrolling then would force a layout of the whole page in the
 * middle of hydration, about 45 ms of a phone's main thread by Lighthouse's count.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
