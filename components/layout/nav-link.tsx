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
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
