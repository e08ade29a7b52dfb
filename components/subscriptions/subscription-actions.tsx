'use client';

import { useTranslations } from 'next-intl';
import { useRouter as useNextRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import { useRouter } from '@/lib/i18n/navigation';
import { lookup } from '@/lib/i18n/message';
import { paths } from '@/lib/site/paths';
import { cancelSubscriptionAction, orderSubscriptionAction } from '@/lib/subscriptions/actions';

/** Runs a subscription action: pending, the refusal in words (Subscriptions.errors). */
function useSubscriptionAction() {
  const t = useTranslations('Subscriptions');
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const run = <T,>(work: () => Promise<ActionResult<T>>, then: (data: T) => void) =>
    start(async () => {
      setError(null);
      const result = await work().catch(() => null);
      if (result?.ok) return then(result.data);
      const key = result && !result.ok ? (result.formError?.key ?? 'unexpected') : 'unavailable';
      setError(lookup(t, `errors.${key}`) ?? t('errors.unexpected'));
    });
  return { t, pending, error, run };
}

/** Cancel in one click: effective at the end of the period; the page then says until when. */
export function CancelSubscriptionButton({
  subscriptionId,
  serviceTitle,
}: {
  subscriptionId: string;
  serviceTitle: string;
}) {
  const { t, pending, error, run } = useSubscriptionAction();
  const router = useNextRouter();
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={pending}
        aria-label={t('company.cancelLabel', { service: serviceTitle })}
        onClick={() =>
          run(
            () => cancelSubscriptionAction({ subscriptionId }),
            () => router.refresh(),
          )
        }
      >
        {t('company.cancel')}
      </Button>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </div>
  );
}

export type OrderChoice = {
  service: 'virtualOffice' | 'companySecretarial' | 'corporateCompliance';
  title: string;
  packages: { id: 'basic' | 'standard' | 'premium'; label: string; price: string }[];
};

/** The order of a yearly service for this company: the service, the package (its yearly price), then payment. */
export function OrderSubscriptionForm({
  companyId,
  choices,
}: {
  companyId: string;
  choices: OrderChoice[];
}) {
  const { t, pending, error, run } = useSubscriptionAction();
  const router = useRouter();
  const id = useId();
  const [service, setService] = useState(choices[0]?.service);
  const [pkg, setPkg] = useState<string>('standard');
  const chosen = choices.find((c) => c.service === service) ?? choices[0];
  if (!chosen) return null;
  return (
    <form
      className="space-y-4"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        run(
          () => orderSubscriptionAction({ companyId, service: chosen.service, package: pkg }),
          (data) =>
            router.push({ pathname: paths.subscriptionPayment, query: { ref: data.reference } }),
        );
      }}
    >
      <h3 id={`${id}-heading`} className="text-ink text-lg font-semibold">
        {t('order.heading')}
      </h3>
      <fieldset className="space-y-2">
        <legend className="text-ink text-sm font-medium">{t('order.service')}</legend>
        {choices.map((choice) => (
          <label key={choice.service} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-service`}
              value={choice.service}
              checked={choice.service === chosen.service}
              onChange={() => setService(choice.service)}
            />
            {choice.title}
          </label>
        ))}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-ink text-sm font-medium">{t('order.package')}</legend>
        {chosen.packages.map((option) => (
          <label key={option.id} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-package`}
              value={option.id}
              checked={pkg === option.id}
              onChange={() => setPkg(option.id)}
            />
            {t('order.packagePrice', { package: option.label, price: option.price })}
          </label>
        ))}
      </fieldset>
      <p className="text-muted text-sm">{t('order.terms')}</p>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Button type="submit" disabled={pending}>
        {t('order.submit')}
      </Button>
    </form>
  );
}
