import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ServicePage } from './service-page';
import { ServiceAcrossJurisdictions } from './service-across-jurisdictions';

/** /services/business-registration: company formation everywhere, business names and non-profits in Nigeria. */
export async function BusinessRegistrationPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Services' });
  const c = await getTranslations({ locale, namespace: 'Catalogue' });
  return (
    <ServicePage group="business" locale={locale}>
      <section aria-labelledby="companies" className="space-y-4">
        <h2 id="companies" className="text-2xl font-bold">
          {t('business.companiesHeading')}
        </h2>
        <p className="max-w-3xl text-slate-700">{c('governmentFeeExplainer')}</p>
        <ServiceAcrossJurisdictions service="company" locale={locale} />
      </section>
      <section aria-labelledby="nigeria-other" className="space-y-4">
        <h2 id="nigeria-other" className="text-2xl font-bold">
          {t('business.nigeriaHeading')}
        </h2>
        <p className="max-w-3xl text-slate-700">{t('business.nigeriaBody')}</p>
        <ServiceAcrossJurisdictions service="businessName" locale={locale} />
        <ServiceAcrossJurisdictions service="nonProfit" locale={locale} />
        <p>
          <Link href="/entity-type-selection" className="text-brand-700 font-semibold underline">
            {t('business.nigeriaGuide')}
          </Link>
        </p>
      </section>
      <p className="text-muted text-sm">{c('unconfirmedNote')}</p>
      <div className="flex flex-wrap gap-4">
        <Link href="/select-jurisdiction" className={buttonClass({ size: 'lg' })}>
          {t('getStarted')}
        </Link>
        <Link
          href="/usa-entity-selection"
          className={buttonClass({ variant: 'secondary', size: 'lg' })}
        >
          {t('business.usaGuide')}
        </Link>
      </div>
    </ServicePage>
  );
}
