'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { startOnlinePaymentAction } from '@/lib/payments/actions';

const KNOWN_ERRORS = ['providerUnavailable', 'methodNotOffered', 'alreadyPaid'] as const;
type KnownError = (typeof KNOWN_ERRORS)[number];

/**
 * "Pay online": the server starts the attempt (amount frozen from the quote, our reference) and
 * answers the provider's page, where the browser goes; it comes back to /payments/callback.
 */
export function OnlinePayButton({
  applicationId,
  label,
}: {
  applicationId: string;
  label: string;
}) {
  const t = useTranslations('Payment.online');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<KnownError | 'failed' | null>(null);

  async function pay() {
    setBusy(true);
    setError(null);
    const result = await startOnlinePaymentAction({ applicationId });
    if (result.ok) {
      window.location.assign(result.data.url);
      return;
    }
    setBusy(false);
    const key = result.formError?.key;
    setError(KNOWN_ERRORS.find((known) => known === key) ?? 'failed');
  }

  return (
    <div className="mt-4 flex flex-col gap-3">
      <Button
        size="lg"
        className="self-start"
        onClick={pay}
        disabled={busy}
        data-testid="pay-online-button"
      >
        {busy ? t('redirecting') : label}
      </Button>
      {error ? (
        <p role="alert" className="font-medium text-red-700">
          {t(`errors.${error}`)}
        </p>
      ) : null}
    </div>
  );
}
