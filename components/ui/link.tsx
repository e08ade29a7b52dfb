'use client';

import NextLink from 'next/link';
import { useParams, usePathname, useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';
import { localisedPath, localiseHref, type Href } from '@/lib/i18n/paths';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  href: Href;
  /**
   * Site navigation (header, footer, menu): on the page it leads to, the link says so with
   * `aria-current="page"` ("you are here"), so a link to the page itself is never a silent dead
   * end. Content links never point to their own page (tests/e2e/shell/no-dead-ends.spec.ts).
   */
  markCurrent?: boolean;
};

/** True when `target` (a localised href) is the page at `pathname`, its query and fragment aside. */
function isCurrentPage(target: string, pathname: string | null, locale: string | undefined) {
  if (!pathname || !target.startsWith('/') || /[?#]/.test(target)) return false;
  const known = isLocale(locale) ? locale : defaultLocale;
  // usePathname may name the route (/en/faq) while prerendering and the URL (/faq) in the browser.
  return localisedPath(target, known) === localisedPath(pathname, known);
}

/**
 * An internal link in the current page's language (`/faq` → `/fr/faq` on French pages). It reads
 * the locale from the route, not from next-intl's client provider, so public pages need no
 * provider and ship none of next-intl's message parser.
 *
 * The target is prefetched when the visitor shows intent (pointer over it, finger down, keyboard
 * focus), not as soon as the link scrolls near the viewport as Next does by default: on a phone
 * that default fetched and compiled the wizards' and forms' code (supabase-js, zod, about 400 kB)
 * while the page itself was still starting. Pass `prefetch` to get Next's own behaviour back (the
 * header's main navigation does).
 */
export function Link({
  href,
  prefetch,
  markCurrent = false,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: LinkProps) {
  const { locale } = useParams<{ locale?: string }>();
  const router = useRouter();
  const pathname = usePathname();
  const target = localiseHref(href, locale);
  const current =
    markCurrent && isCurrentPage(target, pathname, locale) ? ('page' as const) : undefined;
  if (prefetch !== undefined) {
    return (
      <NextLink
        href={target}
        prefetch={prefetch}
        aria-current={current}
        {...{ onMouseEnter, onTouchStart, onFocus }}
        {...props}
      />
    );
  }
  // router.prefetch itself skips other origins and mailto: links.
  const prefetchTarget = () => router.prefetch(target);
  return (
    <NextLink
      href={target}
      prefetch={false}
      aria-current={current}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetchTarget();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetchTarget();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetchTarget();
      }}
      {...props}
    />
  );
}
