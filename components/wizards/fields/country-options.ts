'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { COUNTRY_CODES } from '@/lib/validation/address';

/** Country codes sorted by their names in the page's language. */
export function useCountryOptions(): { value: string; label: string }[] {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
      (a, b) => a.label.localeCompare(b.label, locale),
    );
  }, [locale]);
}
