'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ProofForm } from '@/components/account/proof-form';
import { choosePaymentAction } from '@/lib/payments/actions';
import type { PaymentMethod } from '@/lib/payments/instructions';

/** The method tabs and the "I have paid" button that records the payment as pending. */
export function PaymentMethods({
  applicationId,
  methods,
  panels,
  initial,
  applicationReference,
  hasProof,
}: {
  applicationId: string;
  methods: PaymentMethod[];
  panels: Partial<Record<PaymentMethod, ReactNode>>;
  initial: { method: PaymentMethod; reference: string } | null;
  /** The application's reference: a proof of payment is sent against it once a payment is recorded. */
  applicationReference: string;
  hasProof: boolean;
}) {
  const t = useTranslations('Payment');
  const [method, setMethod] = useState<PaymentMethod>(initial?.method ?? methods[0]!);
  const [recorded, setRecorded] = useState<{ method: string; reference: string } | null>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<'notFound' | 'alreadyPaid' | null>(null);

  async function record() {
    setBusy(true);
    setError(null);
    const chosen = (id: string) =>
      (document.getElementById(id) as HTMLSelectElement | null)?.value || undefined;
    const bank = method === 'ussd' ? chosen('ussd-bank') : undefined;
    const network = method === 'mobile_money' ? chosen('momo-network') : undefined;
    const result = await choosePaymentAction({ applicationId, method, bank, network });
    setBusy(false);
    if (result.ok)
      setRecorded({ method: result.data.method, reference: result.data.paymentReference });
    else setError(result.formError?.key === 'alreadyPaid' ? 'alreadyPaid' : 'notFound');
  }

  return (
    <div className="mt-8">
      <div role="radiogroup" aria-label={t('methodsLabel')} className="flex flex-wrap gap-2">
        {methods.map((m) => (
          <Button
            key={m}
            variant="secondary"
            role="radio"
            aria-checked={method === m}
            onClick={() => setMethod(m)}
            className="aria-checked:border-brand-700 aria-checked:bg-brand-50 aria-checked:text-brand-800"
          >
            {t(`methods.${m}`)}
          </Button>
        ))}
      </div>
      <div className="mt-6">{panels[method]}</div>
      <div className="mt-6 flex flex-col gap-3">
        <Button size="lg" className="self-start" onClick={record} disabled={busy}>
          {t('record')}
        </Button>
        {error ? (
          <p role="alert" className="font-medium text-red-700">
            {t(error)}
          </p>
        ) : null}
        {recorded ? (
          <p
            role="status"
            className="border-brand-600 bg-brand-50 text-ink rounded-md border p-3"
            data-testid="payment-recorded"
          >
            {t('recorded', { reference: recorded.reference })}
          </p>
        ) : null}
      </div>
      {/* Whatever the method, a receipt or screenshot speeds up our confirmation. */}
      {recorded ? <ProofForm reference={applicationReference} hasProof={hasProof} /> : null}
    </div>
  );
}
