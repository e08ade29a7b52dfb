import { getTranslations } from 'next-intl/server';
import { FIXED_SERVICE_FEES } from '@/lib/catalogue/catalogue';
import { governmentFees } from '@/lib/catalogue/government-fees';
import { jurisdictions } from '@/lib/catalogue/jurisdictions';
import { formatMoney, toMinor } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { offeringPath } from '@/lib/site/offering-paths';
import { ServicePage } from './service-page';
import { GovernmentFeeBreakdown } from './government-fee-breakdown';
import { ServicePriceTable } from './service-price-table';

/** The national offices besides the UKIPO and the USPTO (issue 35), in the site's order. */
const NATIONAL = ['nigeria', 'ghana', 'southAfrica', 'canada'] as const;

type ServicesT = Awaited<ReturnType<typeof getTranslations<'Services'>>>;

/** What a national office charges, from the catalogue: per class, or at cost where unconfirmed. */
function nationalBody(t: ServicesT, jurisdiction: (typeof NATIONAL)[number], locale: Locale) {
  const { currency } = jurisdictions[jurisdiction];
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const search = money(toMinor(FIXED_SERVICE_FEES.trademarkClearanceSearch[jurisdiction]));
  switch (jurisdiction) {
    case 'southAfrica':
      return t('trademark.national.southAfrica.body', {
        search,
        perClass: money(governmentFees.southAfrica.trademarkPerClass.amount),
      });
    case 'canada':
      return t('trademark.national.canada.body', {
        search,
        firstClass: money(governmentFees.canada.trademarkFirstClass.amount),
        additionalClass: money(governmentFees.canada.trademarkAdditionalClass.amount),
      });
    case 'nigeria':
      return t('trademark.national.nigeria.body', { search });
    case 'ghana':
      return t('trademark.national.ghana.body', { search });
  }
}

/** /services/trademark-registration: UK (UKIPO), US (USPTO), Nigeria, Ghana, South Africa and Canada. */
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
      {NATIONAL.map((jurisdiction) => (
        <section key={jurisdiction} aria-labelledby={`tm-${jurisdiction}`} className="space-y-4">
          <h2 id={`tm-${jurisdiction}`} className="text-2xl font-bold">
            {t(`trademark.national.${jurisdiction}.heading`)}
          </h2>
          <p className="max-w-3xl text-slate-700">{nationalBody(t, jurisdiction, locale)}</p>
          <ServicePriceTable
            jurisdiction={jurisdiction}
            service="trademark"
            locale={locale}
            caption={t(`trademark.national.${jurisdiction}.caption`)}
          />
          <Link
            href={offeringPath({ jurisdiction, service: 'trademark' })}
            className={buttonClass({ size: 'lg' })}
          >
            {t(`trademark.national.${jurisdiction}.start`)}
          </Link>
        </section>
      ))}
      <p className="text-muted text-sm">{c('unconfirmedNote')}</p>
      <Link href="/contact" className={buttonClass({ size: 'lg' })}>
        {t('trademark.cta')}
      </Link>
    </ServicePage>
  );
}
