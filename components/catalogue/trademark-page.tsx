import { getTranslations } from 'next-intl/server';
import { governmentFees } from '@/lib/catalogue/government-fees';
import { formatMoney } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { offeringPath } from '@/lib/site/offering-paths';
import { ServicePage } from './service-page';
import { GovernmentFeeBreakdown } from './government-fee-breakdown';
import { ServicePriceTable } from './service-price-table';

/** /services/trademark-registration: UK (UKIPO) and US (USPTO) trademark filing. */
export async function TrademarkPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Services' });
  const c = await getTranslations({ locale, namespace: 'Catalogue' });
  return (
    <ServicePage group="trademark" locale={locale}>
      <section aria-labelledby="uk" className="space-y-4">
        <h2 id="uk" className="text-2xl font-bold">
          {t('trademark.ukHeading')}
        </h2>
        <p className="max-w-3xl text-slate-700">
          {t('trademark.ukBody', {
            firstClass: formatMoney(governmentFees.uk.trademarkFirstClass.amount, 'GBP', locale),
            additionalClass: formatMoney(
              governmentFees.uk.trademarkAdditionalClass.amount,
              'GBP',
              locale,
            ),
          })}
        </p>
        <ServicePriceTable
          jurisdiction="uk"
          service="trademark"
          locale={locale}
          caption={t('trademark.ukCaption')}
        />
        <GovernmentFeeBreakdown
          jurisdiction="uk"
          service="trademark"
          locale={locale}
          options={{ classes: 3 }}
          caption={t('trademark.ukExample')}
        />
        <Link
          href={offeringPath({ jurisdiction: 'uk', service: 'trademark' })}
          className={buttonClass({ size: 'lg' })}
        >
          {t('trademark.ukStart')}
        </Link>
      </section>
      <section aria-labelledby="us" className="space-y-4">
        <h2 id="us" className="text-2xl font-bold">
          {t('trademark.usHeading')}
        </h2>
        <p className="max-w-3xl text-slate-700">
          {t('trademark.usBody', {
            perClass: formatMoney(governmentFees.usa.trademarkPerClass.amount, 'USD', locale),
          })}
        </p>
        <ServicePriceTable
          jurisdiction="usa"
          service="trademark"
          locale={locale}
          caption={t('trademark.usCaption')}
        />
        <GovernmentFeeBreakdown
          jurisdiction="usa"
          service="trademark"
          locale={locale}
          options={{ classes: 2 }}
          caption={t('trademark.usExample')}
        />
        <Link
          href={offeringPath({ jurisdiction: 'usa', service: 'trademark' })}
          className={buttonClass({ size: 'lg' })}
        >
          {t('trademark.usStart')}
        </Link>
      </section>
      <p className="text-muted max-w-3xl text-sm">{t('trademark.otherCountries')}</p>
      <p className="text-muted text-sm">{c('unconfirmedNote')}</p>
      <Link href="/contact" className={buttonClass({ size: 'lg' })}>
        {t('trademark.cta')}
      </Link>
    </ServicePage>
  );
}
