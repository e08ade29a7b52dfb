'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { ActionResult } from '@/lib/actions/result';

/**
 * Runs one of the account's actions from a form: pending state, the error in words (a key of
 * Account.errors), a success message, and the page re-rendered with the new state.
 */
export function useAccountAction<I>(action: (input: I) => Promise<ActionResult>, { refresh = true } = {}) {
  const t = useTranslations('Account.errors');
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  function run(input: I, onSuccess?: () => void) {
    setError(null);
    setDone(false);
    start(async () => {
      let result: ActionResult;
      try {
        result = await action(input);
      } catch {
        result = { ok: false, formError: { key: 'unavailable' } };
      }
      if (!result.ok) {
        const key = result.formError?.key ?? 'invalidRequest';
        setError(t.has(key as 'unexpected') ? t(key as 'unexpected') : t('unexpected'));
        return;
      }
      setDone(true);
      onSuccess?.();
      if (refresh) router.refresh();
    });
  }

  return { pending, error, done, run, setError };
}
