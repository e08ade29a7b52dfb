'use client';

import NextLink from 'next/link';
import { useParams } from 'next/navigation';
import type { ComponentProps } from 'react';
import { localiseHref, type Href } from '@/lib/i18n/paths';

/**
 * An internal link in the current page's language (`/faq` → `/fr/faq` on French pages). It reads
 * the locale from the route, not from next-intl's client provider, so public pages need no
 * provider and ship none of next-intl's message parser.
 */
export function Link({ href, ...props }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: Href }) {
  const { locale } = useParams<{ locale?: string }>();
  return <NextLink href={localiseHref(href, locale)} {...props} />;
}
