'use client';

import { useContext } from 'react';
import { ErrorTextsContext } from '@/components/layout/error-texts';
import { ErrorView, errorHomeLinkClass } from '@/components/layout/error-view';
import { Link } from '@/components/ui/link';
import { UNAVAILABLE_DIGEST } from '@/lib/auth/unavailable';

export default function LocaleError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  // The layout hands the words down as plain strings: next-intl's client provider would add its
  // message parser to every page's JavaScript for four strings without arguments.
  const texts = useContext(ErrorTextsContext)!;
  // The session could not be checked (the proxy answers 503 first; this covers an outage that
  // begins between the proxy's check and the page's).
  const shown =
    error.digest === UNAVAILABLE_DIGEST && texts.unavailable
      ? { ...texts, ...texts.unavailable }
      : texts;
  return (
    <ErrorView
      error={error}
      texts={shown}
      retry={retry}
      homeLink={
        <Link href="/" className={errorHomeLinkClass}>
          {texts.home}
        </Link>
      }
    />
  );
}
