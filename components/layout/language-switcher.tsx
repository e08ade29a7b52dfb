'use client';

import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { localisedPath } from '@/lib/i18n/paths';
import { locales } from '@/lib/i18n/locales';

/** Links to the same page in the other language; a plain anchor, so the whole page reloads in it. */
export function LanguageSwitcher() {
  const t = useTranslations('LanguageSwitcher');
  const locale = useLocale();
  const pathname = usePathname();
  return (
    <ul aria-label={t('label')} className="flex items-center gap-1 text-sm">
      {locales.map((target) => (
        <li key={target}>
          <a
            href={localisedPath(pathname, target)}
            hrefLang={target}
            lang={target}
            aria-current={target === locale ? 'true' : undefined}
            className="aria-[current]:bg-brand-50 aria-[current]:text-brand-800 rounded px-2 py-1 font-medium text-slate-700 uppercase hover:bg-slate-100"
          >
            <abbr title={t(target)} className="no-underline">
              {target}
            </abbr>
          </a>
        </li>
      ))}
    </ul>
  );
}
