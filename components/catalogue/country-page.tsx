import { getTranslations } from 'next-intl/server';
import { RegisteredAgentNote } from '@/components/subscriptions/registered-agent-note';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { offeringsInCountry } from '@/lib/catalogue/catalogue';
import { countryKey, jurisdictionsOf, type CountrySlug } from '@/lib/catalogue/jurisdictions';
import type { ServiceId } from '@/lib/catalogue/services';
import type { Locale } from '@/lib/i18n/locales';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { catalogueServiceJsonLd } from './catalogue-json-ld';
import { CountryFaq, type FaqEntry } from './country-faq';
import { JurisdictionPriceTable } from './jurisdiction-price-table';
import { PackageCards } from './package-cards';
import { countryServiceLinks, hasWizard, offeringPath } from '@/lib/site/offering-paths';
import { COMPLIANCE_CALENDAR_PATH } from '@/lib/site/calculators';
import { countryPath, paths } from '@/lib/site/paths';
import { lookup } from '@/lib/i18n/message';

const primary = buttonClass({ size: 'lg' });
const secondary = buttonClass({ variant: 'secondary', size: 'lg' });

/** A country page: what we do there, prices, turnaround, what to prepare, its FAQ and where to start. */
export async function CountryPage({ country, locale }: { country: CountrySlug; locale: Locale }) {
  const key = countryKey(country);
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: 'Countries' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ]);
  const offerings = offeringsInCountry(country);
  const services = countryServiceLinks(country);
  const wizards = offerings.filter(hasWizard);
  const countryName = c(`countries.${key}`);
  const prepare = t.raw(`${key}.prepare`) as string[];
  const faq = t.raw(`${key}.faq`) as FaqEntry[];
  // A service in this country's own terms (Form 5472 in the USA, B-BBEE in South Africa), else in
  // words that fit every country.
  const describe = (s: ServiceId) =>
    lookup(t, `${key}.services.${s}`) ?? c(`services.${s}.description`);

  const formation = offerings.find((o) => o.service === 'company');
  const jsonLd = formation
    ? await catalogueServiceJsonLd({
        jurisdiction: formation.jurisdiction,
        service: 'company',
        locale,
        path: countryPath(country),
        areaServed: countryName,
      })
    : null;

  return (
    <>
      {jsonLd ? <JsonLdScript data={jsonLd} /> : null}
      <section className="from-brand-50 bg-gradient-to-b to-white">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="text-4xl font-extrabold tracking-tight">{t(`${key}.title`)}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{t(`${key}.intro`)}</p>
          <p className="mt-2 max-w-3xl text-slate-700">{t(`${key}.registry`)}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            {wizards.map((o) => (
              <Link
                key={`${o.jurisdiction}-${o.service}`}
                href={offeringPath(o)}
                className={primary}
              >
                {/* The USA sells the same service in several states: the button names the state. */}
                {country === 'usa'
                  ? t('startServiceIn', {
                      service: c(`services.${o.service}.title`),
                      jurisdiction: c(`jurisdictions.${o.jurisdiction}`),
                    })
                  : t('startService', { service: c(`services.${o.service}.title`) })}
              </Link>
            ))}
            {country === 'usa' ? (
              <Link href={paths.usaEntitySelection} className={primary}>
                {t('usa.chooseEntity')}
              </Link>
            ) : null}
            {wizards.length === 0 ? (
              <Link href="/contact" className={country === 'usa' ? secondary : primary}>
                {t('talkToUs')}
              </Link>
            ) : null}
            <Link href="/pricing" className={secondary}>
              {t('allPrices')}
            </Link>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12">
        <section aria-labelledby="what-we-do" className="render-later">
          <h2 id="what-we-do" className="text-2xl font-bold">
            {t('whatWeDo', { country: countryName })}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {services.map(({ service: s, href }) => (
              <li key={s} className="rounded-lg border border-slate-200 p-4">
                <h3 className="font-semibold">
                  <Link href={href} className="hover:text-brand-700 underline underline-offset-4">
                    {c(`services.${s}.title`)}
                  </Link>
                </h3>
                <p className="text-muted mt-1 text-sm">{describe(s)}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <Link
              href={COMPLIANCE_CALENDAR_PATH}
              className="text-brand-700 font-semibold underline"
            >
              {t('complianceCalendarLink')}
            </Link>
          </p>
        </section>

        <section aria-labelledby="prices" className="render-later">
          <h2 id="prices" className="text-2xl font-bold">
            {t('pricesHeading')}
          </h2>
          <p className="text-muted mt-2 max-w-3xl">{c('governmentFeeExplainer')}</p>
          <div className="mt-6 space-y-8">
            {jurisdictionsOf(country).map((j) => (
              <JurisdictionPriceTable key={j} jurisdiction={j} locale={locale} />
            ))}
          </div>
          <p className="text-muted mt-3 text-sm">{c('unconfirmedNote')}</p>
        </section>

        <section aria-labelledby="turnaround" className="render-later">
          <h2 id="turnaround" className="text-2xl font-bold">
            {t('turnaroundHeading')}
          </h2>
          <p className="text-muted mt-2 max-w-3xl">{t(`${key}.turnaroundNote`)}</p>
          <div className="mt-6">
            {/* The section is about registering: its turnaround note speaks of the registry. */}
            <PackageCards locale={locale} kind="registration" />
          </div>
        </section>

        <section aria-labelledby="prepare" className="render-later">
          <h2 id="prepare" className="text-2xl font-bold">
            {t('prepareHeading')}
          </h2>
          <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-6">
            {prepare.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {country === 'usa' ? <RegisteredAgentNote locale={locale} /> : null}
        </section>

        <section aria-labelledby="country-faq" className="render-later">
          <h2 id="country-faq" className="text-2xl font-bold">
            {t('faqHeading', { country: countryName })}
          </h2>
          <div className="mt-6 max-w-3xl">
            <CountryFaq id={`faq-${country}`} entries={faq} />
          </div>
        </section>

        <section aria-labelledby="start" className="render-later bg-brand-50 rounded-xl p-8">
          <h2 id="start" className="text-2xl font-bold">
            {t('ctaHeading')}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">{t('ctaBody', { country: countryName })}</p>
          <div className="mt-6 flex flex-wrap gap-4">
            <Link href="/select-jurisdiction" className={primary}>
              {t('getStarted')}
            </Link>
            <Link href="/compare" className={secondary}>
              {t('comparePackages')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
