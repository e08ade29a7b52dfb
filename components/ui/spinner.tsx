'use client';

import { useMessages } from 'next-intl';

export function Spinner() {
  const t = useMessages().Common;
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-3">
      <span
        aria-hidden="true"
        data-testid="spinner"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className="sr-only">{t.loading}</span>
    </div>
  );
}
