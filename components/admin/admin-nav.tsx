'use client';

import { usePathname } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { cx } from '@/components/ui/cx';
import { localisedPath } from '@/lib/i18n/paths';
import { defaultLocale } from '@/lib/i18n/locales';

export type AdminNavItem = { href: string; label: string };

/** The console's sections; the current one is marked for screen readers and by its underline. */
export function AdminNav({ items, label }: { items: readonly AdminNavItem[]; label: string }) {
  const pathname = usePathname();
  const current = localisedPath(pathname, defaultLocale);
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1">
        {items.map((item) => {
          const active =
            item.href === '/admin'
              ? current === '/admin' || current.startsWith('/admin/applications')
              : current.startsWith(item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'focus-visible:outline-brand inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2',
                  active
                    ? 'bg-brand/10 text-ink underline decoration-2 underline-offset-8'
                    : 'text-muted hover:text-ink hover:bg-slate-100',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
