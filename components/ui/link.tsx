'use client';

import NextLink from 'next/link';
import { useParams, useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';
import { localiseHref, type Href } from '@/lib/i18n/paths';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: Href };

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
export function Link({ href, prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const { locale } = useParams<{ locale?: string }>();
  const router = useRouter();
  const target = localiseHref(href, locale);
  if (prefetch !== undefined) {
    return <NextLink href={target} prefetch={prefetch} {...{ onMouseEnter, onTouchStart, onFocus }} {...props} />;
  }
  // router.prefetch itself skips other origins and mailto: links.
  const prefetchTarget = () => router.prefetch(target);
  return (
    <NextLink
      href={target}
      prefetch={false}
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
