'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { toast } from '@/components/layout/toast';
import { clearSessionDraft, useSessionDraft } from '@/components/public-forms/use-session-draft';
import type { ActionResult } from '@/lib/actions/result';
import { refText } from '@/lib/i18n/message';
import type { MessageValues } from '@/lib/validation/issues';

/** The message namespaces of the public forms: each has `sent` and `errors.*`. */
type PublicFormNamespace = 'Contact' | 'CareerApply' | 'RequestService';

/**
 * What the contact and career forms share: react-hook-form with a session draft, error keys
 * turned into the namespace's messages, and the submit round trip (toast and a clean form on
 * success; field and form errors on failure, with everything typed kept). Either way the captcha
 * starts over, since its payload is single-use. `restoredFiles` names the file fields a restored
 * draft had filled, which the visitor must fill again.
 */
export function usePublicForm<T extends FieldValues>({
  namespace,
  resolver,
  defaultValues,
  draftKey,
  draftExclude,
  fields,
  resetValues,
}: {
  namespace: PublicFormNamespace;
  resolver: Resolver<T>;
  defaultValues: T;
  draftKey: string;
  /** Fields never kept in the draft (the captcha payload, files). */
  draftExclude: (keyof T)[];
  /** Fields the server may name in `fieldErrors`. */
  fields: readonly Path<T>[];
  /** What the form holds again once sent (the defaults unless given: a prefilled service stays). */
  resetValues?: () => T;
}) {
  const t = useTranslations(namespace);
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const form = useForm<T>({
    resolver,
    defaultValues: defaultValues as DefaultValues<T>,
    mode: 'onTouched',
  });
  const { restoredFiles, forgetRestoredFiles } = useSessionDraft(draftKey, form, draftExclude);

  /** The message of an error key (with its values); unknown keys read as the generic 'invalid input'. */
  const message = (key: string | undefined, values?: MessageValues) =>
    key
      ? refText(t, { key, values }, { prefix: 'errors.', fallback: 'errors.invalidInput' })
      : undefined;

  /**
   * Sends through `send`, which may stop before sending (`null`: a check in the browser failed and
   * set its own field error). `onSent` resets what the form state does not hold (a file input).
   */
  async function submit(send: () => Promise<ActionResult | null>, onSent?: () => void) {
    setFormError(null);
    let result: ActionResult | null;
    try {
      result = await send();
    } catch {
      result = { ok: false, formError: { key: 'serverError' } };
    }
    if (!result) return;
    if (result.ok) {
      toast.success(t('sent'));
      clearSessionDraft(draftKey);
      forgetRestoredFiles();
      form.reset(resetValues?.() ?? defaultValues);
      onSent?.();
      setCaptchaReset((n) => n + 1);
      return;
    }
    for (const field of fields) {
      const error = result.fieldErrors?.[field]?.[0];
      if (error) form.setError(field, { type: 'server', message: error.key });
    }
    const formError = result.formError ?? { key: 'invalidInput' };
    setFormError(message(formError.key, formError.values) ?? null);
    // Whatever went wrong, the captcha payload has been spent or refused: solve a new one.
    setCaptchaReset((n) => n + 1);
  }

  return { namespace, form, message, formError, captchaReset, submit, restoredFiles };
}

export type PublicForm<T extends FieldValues> = ReturnType<typeof usePublicForm<T>>;
