'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Every route change starts at the top of the page, even under the sticky header. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
