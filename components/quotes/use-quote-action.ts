'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import type { ActionResult } from '@/lib/actions/result';
import { lookup } from '@/lib/i18n/message';

/**
 * Runs one of the quoted services' actions from a form: pending state, and what went wrong in
 * words (keys of Quotes.errors) for the whole form and by field.
 */
export function useQuoteAction<I, T>(action: (input: I) => Promise<ActionResult<T>>) {
  const t = useTranslations('Quotes.errors');
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const message = (key: string) => lookup(t, key) ?? t('unexpected');

  function run(input: I, onSuccess: (data: T) => void) {
    setError(null);
    setFieldErrors({});
    start(async () => {
      let result: ActionResult<T>;
      try {
        result = await action(input);
      } catch {
        result = { ok: false, formError: { key: 'unavailable' } };
      }
      if (!result.ok) {
        setFieldErrors(
          Object.fromEntries(
            Object.entries(result.fieldErrors ?? {}).flatMap(([name, refs]) =>
              refs[0] ? [[name, message(refs[0].key)]] : [],
            ),
          ),
        );
        setError(message(result.formError?.key ?? 'invalidRequest'));
        return;
      }
      onSuccess(result.data);
    });
  }

  return { pending, error, fieldErrors, run };
}
