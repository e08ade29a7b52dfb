'use client';

import { useTranslations } from 'next-intl';
import { Controller, get, type FieldValues, type Path } from 'react-hook-form';
import { AltchaField } from '@/components/public-forms/altcha-field';
import type { PublicForm } from '@/components/public-forms/use-public-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { errorAlertClass } from '@/components/ui/alert';

/**
 * The end of a public form: the captcha (bound to the form's `altcha` field, its error below it
 * and read out with its checkbox), the whole form's message, and the submit button.
 */
export function PublicFormFooter<T extends FieldValues & { altcha: string }>({
  form: { namespace, form, message, formError, captchaReset },
  idPrefix,
}: {
  form: PublicForm<T>;
  /** The form's id prefix: the captcha's error is `<idPrefix>-altcha-error`. */
  idPrefix: string;
}) {
  const t = useTranslations(namespace);
  const { errors, isSubmitting } = form.formState;
  const captchaId = `${idPrefix}-altcha`;
  const captchaError = message(
    (get(errors, 'altcha') as { message?: string } | undefined)?.message,
  );
  return (
    <>
      <div className="flex flex-col gap-1">
        <Controller
          control={form.control}
          name={'altcha' as Path<T>}
          render={({ field }) => (
            <AltchaField
              resetKey={captchaReset}
              onChange={(payload) => field.onChange(payload)}
              errorId={captchaError ? `${captchaId}-error` : undefined}
              invalid={Boolean(captchaError)}
            />
          )}
        />
        <FieldError id={captchaId} message={captchaError} />
      </div>
      {/* The whole form's message (rate limit, captcha refused, server trouble), announced when it appears. */}
      <div aria-live="assertive" role="alert" className="empty:hidden">
        {formError ? (
          <p className={errorAlertClass()} data-form-error>
            {formError}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('sending') : t('send')}
        </Button>
      </div>
    </>
  );
}
