import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Link } from '@/components/ui/link';
import { formatMoney } from '@/lib/catalogue/money';
import { packageIds } from '@/lib/catalogue/packages';
import { quote } from '@/lib/catalogue/quote';
import type { ServiceId } from '@/lib/catalogue/services';
import type { ComplianceJurisdiction } from '@/lib/compliance/model';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/site/paths';
import { isOffered, pricingOf } from '@/lib/subscriptions/orders';
import type { SubscriptionState } from '@/lib/subscriptions/periods';
import type { Subscription } from '@/lib/subscriptions/queries';
import { ORDERABLE_SERVICES } from '@/lib/subscriptions/schemas';
import {
  CancelSubscriptionButton,
  OrderSubscriptionForm,
  type OrderChoice,
} from './subscription-actions';

export const STATE_TONES: Record<SubscriptionState, BadgeTone> = {
  active: 'brand',
  renewal_due: 'warning',
  lapsed: 'danger',
  cancelled: 'neutral',
};

/**
 * The company page's yearly services (issue 34): each subscription with its state, period and
 * price, the renewal order to pay, the one-click cancel; and the order form for the services
 * sold in the company's country that it does not have running.
 */
export async function CompanySubscriptions({
  locale,
  companyId,
  jurisdiction,
  subscriptions,
}: {
  locale: Locale;
  companyId: string;
  jurisdiction: ComplianceJurisdiction;
  subscriptions: Subscription[];
}) {
  const t = await getTranslations({ locale, namespace: 'Subscriptions' });
  const c = await getTranslations({ locale, namespace: 'Catalogue' });
  const messages = await getMessages();
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
  const title = (service: string) => c(`services.${service}.title` as 'services.company.title');
  const running = new Set(
    subscriptions
      .filter((s) => s.state === 'active' || s.state === 'renewal_due')
      .map((s) => s.service),
  );
  const { catalogue } = pricingOf(jurisdiction);
  const choices: OrderChoice[] = ORDERABLE_SERVICES.filter(
    (service) => isOffered(jurisdiction, service) && !running.has(service),
  ).map((service) => ({
    service,
    title: title(service),
    packages: packageIds.map((id) => {
      const q = quote(catalogue, service as ServiceId, id);
      return {
        id,
        label: c(`packages.${id}.name`),
        price: formatMoney(q.total, q.currency, locale),
      };
    }),
  }));

  return (
    <section aria-labelledby="company-services" className="mt-10 space-y-6">
      <h2 id="company-services" className="text-ink text-2xl font-semibold">
        {t('company.heading')}
      </h2>
      {subscriptions.length === 0 ? <p className="text-muted">{t('company.none')}</p> : null}
      <NextIntlClientProvider messages={{ Subscriptions: messages.Subscriptions } as never}>
        <ul className="space-y-4">
          {subscriptions.map((s) => {
            const live = s.state === 'active' || s.state === 'renewal_due';
            return (
              <li key={s.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-center gap-3">
                  <h3 className="text-ink text-lg font-semibold">{title(s.service)}</h3>
                  <Badge tone={STATE_TONES[s.state]}>{t(`states.${s.state}`)}</Badge>
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {t('company.period', {
                    package: c(`packages.${s.package}.name`),
                    price: formatMoney(s.price, s.currency, locale),
                    start: day(s.periodStart),
                    end: day(s.periodEnd),
                  })}
                </p>
                {live && s.cancelAtPeriodEnd ? (
                  <p className="mt-2 text-sm text-slate-700">
                    {t('company.endsCancelled', { date: day(s.periodEnd) })}
                  </p>
                ) : null}
                {s.renewal ? (
                  <p className="mt-2 text-sm text-slate-700">
                    {t('company.renewal', {
                      reference: s.renewal.reference,
                      amount: formatMoney(s.renewal.total, s.currency, locale),
                    })}{' '}
                    <Link
                      href={{
                        pathname: paths.subscriptionPayment,
                        query: { ref: s.renewal.reference },
                      }}
                      className="text-brand-700 underline underline-offset-4"
                    >
                      {t('company.payRenewal')}
                    </Link>
                  </p>
                ) : null}
                {live && !s.cancelAtPeriodEnd ? (
                  <div className="mt-3">
                    <p className="text-muted mb-2 text-sm">
                      {t('company.cancelNote', { date: day(s.periodEnd) })}
                    </p>
                    <CancelSubscriptionButton
                      subscriptionId={s.id}
                      serviceTitle={title(s.service)}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        {choices.length > 0 ? (
          <OrderSubscriptionForm companyId={companyId} choices={choices} />
        ) : null}
      </NextIntlClientProvider>
    </section>
  );
}
