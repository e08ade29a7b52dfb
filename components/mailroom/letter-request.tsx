'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { refText } from '@/lib/i18n/message';
import { requestLetterAction } from '@/lib/mailroom/actions';

/**
 * The owner's choice for a letter's original: forward it to an address (at the fee stated) or
 * shred it. Once asked, the company page shows the request instead.
 */
export function LetterRequest({
  letterId,
  letterLabel,
  feeText,
}: {
  letterId: string;
  letterLabel: string;
  feeText: string;
}) {
  const t = useTranslations('Mailroom');
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const send = (raw: Record<string, string>) =>
    start(async () => {
      setError(null);
      setFieldError(undefined);
      const result = await requestLetterAction({ letterId, ...raw }).catch(() => null);
      if (result?.ok) return router.refresh();
      const ref = result && !result.ok ? result : null;
      const field = ref?.fieldErrors?.forwardTo?.[0];
      const text = (key: { key: string; values?: Record<string, string | number> }) =>
        refText(t, key, { prefix: 'errors.', fallback: 'errors.unexpected' });
      if (field) setFieldError(text(field));
      else setError(text(ref?.formError ?? { key: 'unavailable' }));
    });

  function forward(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({
      request: 'forward',
      forwardTo: String(new FormData(event.currentTarget).get('forwardTo') ?? ''),
    });
  }

  const id = `forward-${letterId}`;
  return (
    <div className="mt-3 space-y-3">
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <form noValidate onSubmit={forward} className="space-y-2">
        <Field
          id={id}
          label={t('company.forwardTo', { letter: letterLabel })}
          hint={feeText}
          error={fieldError}
        >
          {(control) => (
            <Textarea {...control} name="forwardTo" rows={3} autoComplete="street-address" />
          )}
        </Field>
        <Button type="submit" size="sm" disabled={pending}>
          {t('company.forwardSubmit')}
        </Button>
      </form>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={pending}
        aria-label={t('company.shredLabel', { letter: letterLabel })}
        onClick={() => send({ request: 'shred' })}
      >
        {t('company.shred')}
      </Button>
    </div>
  );
}
