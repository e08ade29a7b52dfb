'use client';

import { usePathname } from 'next/navigation';
import type { ErrorTexts } from '@/components/layout/error-texts';
import { ErrorView, errorHomeLinkClass } from '@/components/layout/error-view';
import { localeOfPath, localisedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import '@/app/globals.css';

/**
 * The error view's words per locale, from messages/*.json (`Error`), inlined by next.config.ts:
 * importing the message files here would add all of them to every page's JavaScript.
 */
function errorTexts(locale: Locale): ErrorTexts {
  const texts = JSON.parse(process.env.GLOBAL_ERROR_TEXTS ?? '{}') as Partial<
    Record<Locale, ErrorTexts>
  >;
  // A build without the inlined texts must still show a way out rather than fail here too.
  return texts[locale] ?? texts.en ?? { title: 'Error', body: '', retry: 'Retry', home: 'Home' };
}

/**
 * The last resort, when the root layout itself fails (app/[locale]/error.tsx handles errors of
 * the pages, inside the layout). It replaces the whole document, so it renders <html> and <body>
 * itself; next-intl's request context is gone by then, so the language comes from the path.
 */
export default function GlobalError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  const locale = localeOfPath(usePathname() ?? '/');
  const texts = errorTexts(locale);
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col bg-white font-sans antialiased">
        {/* No metadata here (the layout failed): React puts the title in the head. */}
        <title>{texts.title}</title>
        <main className="flex-1">
          <ErrorView
            error={error}
            texts={texts}
            retry={retry}
            homeLink={
              <a href={localisedPath('/', locale)} className={errorHomeLinkClass}>
                {texts.home}
              </a>
            }
          />
        </main>
      </body>
    </html>
  );
}
