import { getTranslations } from 'next-intl/server';
import { offeringsInCountry } from '@/lib/catalogue/catalogue';
import { countryKey, countrySlugs, jurisdictionsOf } from '@/lib/catalogue/jurisdictions';
import { formatMoney } from '@/lib/catalogue/money';
import { quote } from '@/lib/catalogue/quote';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/ui/link';
import { hasWizard, offeringPath } from '@/lib/site/offering-paths';

/**
 * /select-jurisdiction: choose a country (step 1, in-page links), then a service (step 2), which
 * leads to its wizard, or to the form that requests it when it cannot be ordered online
 * (offeringPath). Plain links: no client JavaScript needed.
 */
export async function SelectJurisdictionPage({ locale }: { locale: Locale }) {
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: 'SelectJurisdiction' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t('intro')}</p>

      <section aria-labelledby="step-country" className="mt-10">
        <h2 id="step-country" className="text-2xl font-bold">
          {t('stepCountry')}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {countrySlugs.map((slug) => (
            <li key={slug}>
              <a
                href={`#services-${slug}`}
                className="hover:border-brand-700 hover:bg-brand-50 block rounded-lg border border-slate-200 p-4 font-semibold"
                data-testid={`country-${slug}`}
              >
                {c(`countries.${countryKey(slug)}`)}
                <span className="text-muted mt-1 block text-sm font-normal">
                  {t(`blurb.${countryKey(slug)}`)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="step-service" className="mt-14">
        <h2 id="step-service" className="text-2xl font-bold">
          {t('stepService')}
        </h2>
        <p className="text-muted mt-2">{t('stepServiceHint')}</p>
        <div className="mt-6 space-y-10">
          {countrySlugs.map((slug) => (
            <section
              key={slug}
              id={`services-${slug}`}
              aria-labelledby={`services-${slug}-heading`}
              className="scroll-mt-20"
            >
              <h3 id={`services-${slug}-heading`} className="text-xl font-bold">
                {c(`countries.${countryKey(slug)}`)}
              </h3>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {offeringsInCountry(slug).map((o) => {
                  const q = quote(o.jurisdiction, o.service, 'basic');
                  // Only the USA has several jurisdictions, so only there does the label name one.
                  const label =
                    jurisdictionsOf(slug).length > 1
                      ? c('table.serviceWithEntity', {
                          service: c(`services.${o.service}.title`),
                          entity: c(`jurisdictions.${o.jurisdiction}`),
                        })
                      : c(`services.${o.service}.title`);
                  return (
                    <li key={`${o.jurisdiction}-${o.service}`}>
                      <Link
                        href={offeringPath(o)}
                        className="hover:border-brand-700 hover:bg-brand-50 block h-full rounded-lg border border-slate-200 p-4"
                      >
                        <span className="font-semibold">{label}</span>
                        <span className="text-muted mt-1 block text-sm">
                          <span data-testid="service-fee">
                            {t('from', { price: formatMoney(q.serviceFee, q.currency, locale) })}
                          </span>{' '}
                          <span data-testid="government-fee">
                            {q.governmentFeeBasis === 'fixed'
                              ? c('table.plusGovernmentFee', {
                                  amount: formatMoney(q.governmentFee, q.currency, locale),
                                })
                              : q.governmentFeeBasis === 'none'
                                ? c('table.noGovernmentFee')
                                : c('table.plusGovernmentFeeAtCost')}
                          </span>
                        </span>
                        <span className="text-brand-700 mt-2 block text-sm font-medium">
                          {hasWizard(o) ? t('startOnline') : t('requestService')}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}
