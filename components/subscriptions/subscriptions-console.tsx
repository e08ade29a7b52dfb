import { getTranslations } from 'next-intl/server';
import { FilterLinks } from '@/components/admin/console-page';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/components/ui/link';
import { formatMoney } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';
import { adminApplicationPath, adminCompanyPath, paths } from '@/lib/site/paths';
import { SUBSCRIPTION_STATES, type SubscriptionState } from '@/lib/subscriptions/periods';
import type { Subscription, SubscriptionsOverview } from '@/lib/subscriptions/queries';
import { STATE_TONES } from './company-subscriptions';

/**
 * /admin/subscriptions (issue 34): how many subscriptions are active, due, lapsed and cancelled,
 * the revenue to renew in the next 30 and 90 days per currency, and the list (by state).
 */
export async function SubscriptionsConsole({
  locale,
  state,
  overview,
  subscriptions,
}: {
  locale: Locale;
  state: SubscriptionState | null;
  overview: SubscriptionsOverview;
  subscriptions: Subscription[];
}) {
  const t = await getTranslations({ locale, namespace: 'Subscriptions' });
  const c = await getTranslations({ locale, namespace: 'Catalogue' });
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
  const filterHref = (s: SubscriptionState | null) =>
    s ? `${paths.adminSubscriptions}?state=${s}` : paths.adminSubscriptions;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-ink text-3xl font-bold">{t('admin.heading')}</h1>
        <p className="text-muted mt-2 max-w-3xl">{t('admin.intro')}</p>
      </div>
      <table className="text-left text-sm">
        <caption className="text-ink mb-2 text-left font-semibold">
          {t('admin.countsCaption')}
        </caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-6">
              {t('admin.state')}
            </th>
            <th scope="col" className="py-2 pr-6 text-right">
              {t('admin.count')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SUBSCRIPTION_STATES.map((s) => (
            <tr key={s} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-6 font-normal">
                {t(`states.${s}`)}
              </th>
              <td className="py-2 pr-6 text-right tabular-nums">{overview.counts[s]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="renewal-revenue" className="space-y-2">
        <h2 id="renewal-revenue" className="text-ink text-xl font-semibold">
          {t('admin.revenueHeading')}
        </h2>
        {overview.revenue.length === 0 ? (
          <p className="text-slate-700">{t('admin.noRevenue')}</p>
        ) : (
          <table className="text-left text-sm">
            <caption className="sr-only">{t('admin.revenueCaption')}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-6">
                  {t('admin.currency')}
                </th>
                <th scope="col" className="py-2 pr-6 text-right">
                  {t('admin.within30')}
                </th>
                <th scope="col" className="py-2 pr-6 text-right">
                  {t('admin.within90')}
                </th>
              </tr>
            </thead>
            <tbody>
              {overview.revenue.map((r) => (
                <tr key={r.currency} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-6 font-normal">
                    {r.currency}
                  </th>
                  <td className="py-2 pr-6 text-right tabular-nums">
                    {formatMoney(r.within30, r.currency, locale)}
                  </td>
                  <td className="py-2 pr-6 text-right tabular-nums">
                    {formatMoney(r.within90, r.currency, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <FilterLinks
        label={t('admin.filterLabel')}
        items={[
          { href: filterHref(null), label: t('admin.all'), current: state === null },
          ...SUBSCRIPTION_STATES.map((s) => ({
            href: filterHref(s),
            label: t(`states.${s}`),
            current: state === s,
          })),
        ]}
      />
      {subscriptions.length === 0 ? (
        <p className="text-slate-700">{t('admin.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t('admin.listCaption')}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  {t('admin.company')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('admin.service')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('admin.state')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('admin.periodEnd')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('admin.price')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('admin.renewal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {subscriptions.map((s) => (
                <tr key={s.id} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-4">
                    <Link
                      href={adminCompanyPath(s.companyId)}
                      className="text-brand-700 underline underline-offset-4"
                    >
                      {s.companyName}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">
                    {c(`services.${s.service}.title` as 'services.company.title')} ·{' '}
                    {c(`packages.${s.package}.name`)}
                  </td>
                  <td className="py-2 pr-4">
                    <Badge tone={STATE_TONES[s.state]}>{t(`states.${s.state}`)}</Badge>
                    {s.cancelAtPeriodEnd && s.state !== 'cancelled' ? (
                      <span className="text-muted block text-xs">{t('admin.cancelling')}</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap">{day(s.periodEnd)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {formatMoney(s.price, s.currency, locale)}
                  </td>
                  <td className="py-2 pr-4">
                    {s.renewal ? (
                      <Link
                        href={adminApplicationPath(s.renewal.reference)}
                        className="text-brand-700 underline underline-offset-4"
                      >
                        {s.renewal.reference}
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
