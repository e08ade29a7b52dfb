'use client';

import { usePathname } from 'next/navigation';
import { localisedPath } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/locales';

/** Links to the same page in the other language; a plain anchor, so the whole page reloads in it. */
export function LanguageSwitcher({
  locale,
  labels,
}: {
  locale: Locale;
  /** From the server: the list's label and each language's name. */
  labels: { label: string } & Record<Locale, string>;
}) {
  const pathname = usePathname();
  return (
    <ul aria-label={labels.label} className="flex items-center gap-1 text-sm">
      {locales.map((target) => (
        <li key={target}>
          <a
            href={localisedPath(pathname, target)}
            hrefLang={target}
            lang={target}
            aria-current={target === locale ? 'true' : undefined}
            className="aria-[current]:bg-brand-50 aria-[current]:text-brand-800 rounded px-2 py-1 font-medium text-slate-700 uppercase hover:bg-slate-100"
          >
            <abbr title={labels[target]} className="no-underline">
              {target}
            </abbr>
          </a>
        </li>
      ))}
    </ul>
  );
}
