'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { choosePaymentAction } from '@/lib/payments/actions';
import type { PaymentMethod } from '@/lib/payments/instructions';

/** The method tabs and the "I have paid" button that records the payment as pending. */
export function PaymentMethods({
  applicationId,
  methods,
  panels,
  initial,
}: {
  applicationId: string;
  methods: PaymentMethod[];
  panels: Record<PaymentMethod, ReactNode>;
  initial: { method: PaymentMethod; reference: string } | null;
}) {
  const t = useTranslations('Payment');
  const [method, setMethod] = useState<PaymentMethod>(initial?.method ?? methods[0]!);
  const [recorded, setRecorded] = useState<{ method: string; reference: string } | null>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);

  async function record() {
    setBusy(true);
    setError(false);
    const bank = method === 'ussd' ? (document.getElementById('ussd-bank') as HTMLSelectElement | null)?.value : undefined;
    const result = await choosePaymentAction({ applicationId, method, bank: bank || undefined });
    setBusy(false);
    if (result.ok) setRecorded({ method: result.data.method, reference: result.data.paymentReference });
    else setError(true);
  }

  return (
    <div className="mt-8">
      <div role="radiogroup" aria-label={t('methodsLabel')} className="flex flex-wrap gap-2">
        {methods.map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={method === m}
            onClick={() => setMethod(m)}
            className={`rounded-md border px-4 py-2 font-semibold ${method === m ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-400 text-ink hover:bg-slate-100'}`}
          >
            {t(`methods.${m}`)}
          </button>
        ))}
      </div>
      <div className="mt-6">{panels[method]}</div>
      <div className="mt-6 flex flex-col gap-3">
        <button type="button" onClick={record} disabled={busy} className="self-start rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {t('record')}
        </button>
        {error ? (
          <p role="alert" className="font-medium text-red-700">
            {t('notFound')}
          </p>
        ) : null}
        {recorded ? (
          <p role="status" className="rounded-md border border-brand-600 bg-brand-50 p-3 text-ink" data-testid="payment-recorded">
            {t('recorded', { reference: recorded.reference })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
