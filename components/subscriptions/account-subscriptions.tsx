import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/components/ui/link';
import { formatMoney } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';
import { accountCompanyPath, paths } from '@/lib/site/paths';
import type { Subscription } from '@/lib/subscriptions/queries';
import { STATE_TONES } from './company-subscriptions';
import { CancelSubscriptionButton } from './subscription-actions';

/**
 * /account/subscriptions (issue 34): every yearly service on the customer's companies, with its
 * company, period, state, price, when it renews (or that it will not), and the one-click cancel
 * the company page has.
 */
export async function AccountSubscriptions({
  locale,
  subscriptions,
}: {
  locale: Locale;
  subscriptions: Subscription[];
}) {
  const t = await getTranslations({ locale, namespace: 'Subscriptions' });
  const c = await getTranslations({ locale, namespace: 'Catalogue' });
  const messages = await getMessages({ locale });
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
  const title = (service: string) => c(`services.${service}.title` as 'services.company.title');
  return (
    <section aria-labelledby="account-subscriptions" className="mt-8 space-y-6">
      <h1 id="account-subscriptions" className="text-ink text-3xl font-bold">
        {t('account.heading')}
      </h1>
      <p className="text-muted">{t('account.intro')}</p>
      {subscriptions.length === 0 ? (
        <p>
          {t('account.none')}{' '}
          <Link href={paths.accountCompanies} className="text-brand-700 underline">
            {t('account.toCompanies')}
          </Link>
        </p>
      ) : (
        <NextIntlClientProvider messages={{ Subscriptions: messages.Subscriptions } as never}>
          <ul className="space-y-4">
            {subscriptions.map((s) => {
              const live = s.state === 'active' || s.state === 'renewal_due';
              const renews = live && !s.cancelAtPeriodEnd;
              return (
                <li
                  key={s.id}
                  className="rounded-lg border border-slate-200 p-4"
                  data-subscription={s.id}
                >
                  <div className="flex flex-wrap items-center gap-3">
                    <h2 className="text-ink text-lg font-semibold">{title(s.service)}</h2>
                    <Badge tone={STATE_TONES[s.state]}>{t(`states.${s.state}`)}</Badge>
                  </div>
                  <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                    <dt className="text-muted">{t('account.company')}</dt>
                    <dd>
                      <Link
                        href={accountCompanyPath(s.companyId)}
                        className="text-brand-700 underline"
                      >
                        {s.companyName}
                      </Link>
                    </dd>
                    <dt className="text-muted">{t('account.period')}</dt>
                    <dd>
                      {t('account.periodDates', {
                        start: day(s.periodStart),
                        end: day(s.periodEnd),
                      })}
                    </dd>
                    <dt className="text-muted">{t('account.price')}</dt>
                    <dd>
                      {t('account.priceValue', {
                        package: c(`packages.${s.package}.name`),
                        price: formatMoney(s.price, s.currency, locale),
                      })}
                    </dd>
                    <dt className="text-muted">{t('account.renewal')}</dt>
                    <dd>
                      {renews
                        ? t('account.renewsOn', { date: day(s.periodEnd) })
                        : live
                          ? t('account.endsOn', { date: day(s.periodEnd) })
                          : t('account.noRenewal')}
                    </dd>
                  </dl>
                  {s.renewal ? (
                    <p className="mt-2 text-sm">
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
                  {renews ? (
                    <div className="mt-3">
                      <p className="text-muted mb-2 text-sm">
                        {t('company.cancelNote', { date: day(s.periodEnd) })}
                      </p>
                      <CancelSubscriptionButton
                        subscriptionId={s.id}
                        serviceTitle={`${title(s.service)}, ${s.companyName}`}
                      />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </NextIntlClientProvider>
      )}
    </section>
  );
}
