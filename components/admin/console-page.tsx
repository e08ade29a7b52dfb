import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { cx } from '@/components/ui/cx';

/**
 * One console section's page: its heading and introduction, and the messages of its namespace
 * (`Admin.<section>`) for the client forms inside (the auth area sends only its own).
 */
export async function ConsolePage({
  section,
  heading,
  intro,
  children,
}: {
  section: 'payments' | 'inbox' | 'staff' | 'audit' | 'system';
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{ Admin: { [section]: (messages.Admin as Record<string, unknown>)[section] } }}
    >
      <h1 className="text-ink text-3xl font-bold">{heading}</h1>
      <p className="text-muted mt-2 max-w-3xl">{intro}</p>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </NextIntlClientProvider>
  );
}

/** A row of links that filter the page (`aria-current` on the one shown). */
export function FilterLinks({
  label,
  items,
}: {
  label: string;
  items: { href: string; label: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={item.current ? 'page' : undefined}
              className={cx(
                'inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-medium',
                item.current
                  ? 'border-brand-700 bg-brand-50 text-brand-800'
                  : 'text-ink border-slate-300 hover:bg-slate-100',
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
