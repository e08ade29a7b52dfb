'use client';

import { useEffect, type ReactNode } from 'react';
import type { ErrorTexts } from '@/components/layout/error-texts';
import { Button, buttonClass } from '@/components/ui/button';

/** The look of the error view's way home (a link the caller renders: see `homeLink`). */
export const errorHomeLinkClass = buttonClass({ variant: 'secondary', size: 'lg' });

/**
 * The 'Unexpected Application Error!' view: what happened (never the error's own message), try
 * again, or go home through `homeLink`. The caller picks the link: the page error view a
 * client-side one, the global error view a plain one (its module is in every page's JavaScript,
 * and after a root failure a fresh page load is the safer way home).
 */
export function ErrorView({
  error,
  texts,
  retry,
  homeLink,
}: {
  error: Error;
  texts: ErrorTexts;
  retry: () => void;
  homeLink: ReactNode;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{texts.title}</h1>
      <p className="text-muted mt-4">{texts.body}</p>
      <div className="mt-8 flex justify-center gap-4">
        {/* retry() fetches the segment again from the server, so a passing failure can recover. */}
        <Button size="lg" onClick={() => retry()}>
          {texts.retry}
        </Button>
        {homeLink}
      </div>
    </section>
  );
}
