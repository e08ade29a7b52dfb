'use client';

import { useContext } from 'react';
import { ErrorTextsContext } from '@/components/layout/error-texts';
import { ErrorView, errorHomeLinkClass } from '@/components/layout/error-view';
import { Link } from '@/components/ui/link';

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
  return (
    <ErrorView
      error={error}
      texts={texts}
      retry={retry}
      homeLink={
        <Link href="/" className={errorHomeLinkClass}>
          {texts.home}
        </Link>
      }
    />
  );
}
