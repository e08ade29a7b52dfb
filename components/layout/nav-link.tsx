import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';

/** A navigation entry: internal pages through the locale-aware Link, the blog as a plain anchor. */
export function NavLink({
  href,
  external,
  className,
  children,
}: {
  href: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (external) {
    return (
      <a href={href} className={className} rel="noopener">
        {children}
      </a>
    );
  }
  // The main navigation keeps Next's prefetch of visible links (other links wait for intent, see
  // components/ui/link): it is the way around the site, and phones hide it behind the menu page.
  return (
    <Link href={href} prefetch="auto" markCurrent className={className}>
      {children}
    </Link>
  );
}
