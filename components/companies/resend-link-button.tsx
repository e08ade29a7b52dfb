'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { resendSigningLinkAction } from '@/lib/companies/actions';
import type { Locale } from '@/lib/i18n/locales';
import { lookup } from '@/lib/i18n/message';

/** The account holder, or staff, mail a signatory who has not signed a fresh link. */
export function ResendLinkButton({
  signatoryId,
  name,
  locale,
}: {
  signatoryId: string;
  name: string;
  locale: Locale;
}) {
  const t = useTranslations('Boardroom');
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={pending}
        onClick={() =>
          start(async () => {
            setError(null);
            setSent(false);
            const result = await resendSigningLinkAction({ signatoryId, locale }).catch(() => null);
            if (result?.ok) {
              setSent(true);
              return router.refresh();
            }
            const key =
              result && !result.ok ? (result.formError?.key ?? 'unexpected') : 'unavailable';
            setError(lookup(t, `errors.${key}`) ?? t('errors.unexpected'));
          })
        }
      >
        {t('resolutions.resend', { name })}
      </Button>
      {sent ? <span role="status">{t('resolutions.resent', { name })}</span> : null}
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </span>
  );
}
