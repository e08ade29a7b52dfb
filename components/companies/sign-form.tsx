'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { signResolutionAction } from '@/lib/companies/actions';
import { lookup } from '@/lib/i18n/message';

/** A signatory types their name and signs; the refusal shows beside the name or above the button. */
export function SignForm({ token, signatory }: { token: string; signatory: string }) {
  const t = useTranslations('Boardroom');
  const router = useRouter();
  const [pending, start] = useTransition();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const say = (key: string, values?: Record<string, string | number>) =>
    lookup(t, `errors.${key}`, values) ?? t('errors.unexpected');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const signedName = String(new FormData(event.currentTarget).get('signedName') ?? '');
    start(async () => {
      setFieldError(null);
      setFormError(null);
      const result = await signResolutionAction({ token, signedName }).catch(() => null);
      if (result?.ok) {
        setDone(result.data.passed ? t('sign.passed') : t('sign.done'));
        router.refresh();
        return;
      }
      if (!result) return setFormError(say('unavailable'));
      const ref = result.fieldErrors?.signedName?.[0];
      if (ref) setFieldError(say(ref.key, ref.values));
      else setFormError(say(result.formError?.key ?? 'unexpected', result.formError?.values));
    });
  }

  if (done)
    return (
      <p className="mt-6 font-medium text-emerald-800" role="status">
        {done}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
      <p>{t('sign.for', { name: signatory })}</p>
      <Field
        id="sign-name"
        label={t('sign.signedName')}
        hint={t('sign.signedNameHint', { name: signatory })}
        error={fieldError ?? undefined}
      >
        {(control) => <Input {...control} name="signedName" autoComplete="name" required />}
      </Field>
      <p className="text-muted text-sm">{t('sign.note')}</p>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <div>
        <Button type="submit" disabled={pending}>
          {t('sign.submit')}
        </Button>
      </div>
    </form>
  );
}
