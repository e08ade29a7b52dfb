'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ActionResult } from '@/lib/actions/result';
import type { MessageRef } from '@/lib/validation/issues';

/**
 * Runs one staff action from a console form: busy state, the errors as text (by field, and for
 * the whole form when no field explains it), and a refresh of the page's data on success.
 * `errorText` turns a message reference into the reader's language (the form's `errors.*`).
 */
export function useAdminAction(errorText: (ref: MessageRef) => string) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function run<T>(call: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
    setPending(true);
    setFormError(null);
    setFieldErrors({});
    let result: ActionResult<T>;
    try {
      result = await call();
    } catch {
      result = { ok: false, formError: { key: 'unexpected' } };
    }
    setPending(false);
    if (result.ok) {
      router.refresh();
      return result;
    }
    const fields = Object.fromEntries(
      Object.entries(result.fieldErrors ?? {}).map(([field, refs]) => [field, errorText(refs[0]!)]),
    );
    setFieldErrors(fields);
    if (Object.keys(fields).length === 0 || result.formError?.key !== 'invalidRequest')
      setFormError(errorText(result.formError ?? { key: 'unexpected' }));
    return result;
  }

  return { pending, formError, fieldErrors, run };
}
