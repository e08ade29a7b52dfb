'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { ActionResult } from '@/lib/actions/result';
import { lookup } from '@/lib/i18n/message';
import type { MessageValues } from '@/lib/validation/issues';

/**
 * Runs one of the account's actions from a form: pending state, the error in words (a key of
 * Account.errors), for the whole form or by field (`fieldErrors`, shown next to their field
 * as well), a success message, and the page re-rendered with the new state.
 */
export function useAccountAction<I>(
  action: (input: I) => Promise<ActionResult>,
  { refresh = true } = {},
) {
  const t = useTranslations('Account.errors');
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const message = (key: string, values?: MessageValues) =>
    lookup(t, key, values) ?? t('unexpected');

  function run(input: I, onSuccess?: () => void) {
    setError(null);
    setFieldErrors({});
    setDone(false);
    start(async () => {
      let result: ActionResult;
      try {
        result = await action(input);
      } catch {
        result = { ok: false, formError: { key: 'unavailable' } };
      }
      if (!result.ok) {
        const byField = Object.fromEntries(
          Object.entries(result.fieldErrors ?? {}).flatMap(([name, refs]) =>
            refs[0] ? [[name, message(refs[0].key, refs[0].values)]] : [],
          ),
        );
        setFieldErrors(byField);
        // Said once: not again above the form when a field already says it.
        const whole = result.formError
          ? message(result.formError.key, result.formError.values)
          : message('invalidRequest');
        if (!Object.values(byField).includes(whole)) setError(whole);
        return;
      }
      setDone(true);
      onSuccess?.();
      if (refresh) router.refresh();
    });
  }

  /** Shows a field's error found in the browser (a key of Account.errors), before anything is sent. */
  function refuseField(name: string, key: string) {
    setError(null);
    setDone(false);
    setFieldErrors({ [name]: message(key) });
  }

  return { pending, error, fieldErrors, done, run, setError, refuseField };
}
