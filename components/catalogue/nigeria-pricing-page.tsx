import { getTranslations } from 'next-intl/server';
import { findOffering } from '@/lib/catalogue/catalogue';
import { formatBasisPoints, formatMoney, toMinor } from '@/lib/catalogue/money';
import {
  NIGERIA_DEFAULT_SHARE_CAPITAL,
  NIGERIA_STAMP_DUTY_BASIS_POINTS,
} from '@/lib/catalogue/share-capital';
import type { Locale } from '@/lib/i18n/locales';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { Link } from '@/components/ui/link';
import { catalogueServiceJsonLd } from './catalogue-json-ld';
import { GovernmentFeeBreakdown } from './government-fee-breakdown';
import { PackageCards } from './package-cards';
import { ServicePriceTable } from './service-price-table';
import { paths } from '@/lib/site/paths';
import { firstStepPath, flowFor } from '@/lib/wizards/flows';

type NigeriaService = 'company' | 'businessName' | 'nonProfit';

/** /nigeria-company-pricing, /nigeria-enterprise-pricing and /nigeria-nonprofit-pricing. */
export async function NigeriaPricingPage({
  service,
  locale,
}: {
  service: NigeriaService;
  locale: Locale;
}) {
  // Choosing a package leads to the first form step of the wizard that sells the service.
  const flow = flowFor('nigeria', service);
  if (!flow) throw new Error(`Nigeria ${service} has no wizard`);
  const startHref = firstStepPath(flow);
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: 'Pricing' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ]);
  const offering = findOffering('nigeria', service);
  if (!offering) throw new Error(`Nigeria ${service} missing from the catalogue`);
  // Amounts in the texts come from the catalogue, never from the message files.
  const values = {
    capital: formatMoney(toMinor(NIGERIA_DEFAULT_SHARE_CAPITAL), 'NGN', locale),
    rate: formatBasisPoints(NIGERIA_STAMP_DUTY_BASIS_POINTS, locale),
  };
  const requirements = t.raw(`nigeria.${service}.requirements`) as string[];
  const jsonLd = await catalogueServiceJsonLd({
    jurisdiction: 'nigeria',
    service,
    locale,
    path: paths.nigeriaPricing[service],
    areaServed: c('countries.nigeria'),
  });
  return (
    <div className="mx-auto max-w-6xl space-y-14 px-4 py-12">
      <JsonLdScript data={jsonLd} />
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight">{t(`nigeria.${service}.title`)}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          {t(`nigeria.${service}.intro`, values)}
        </p>
      </header>

      <section aria-labelledby="packages">
        <h2 id="packages" className="text-2xl font-bold">
          {t('choosePackage')}
        </h2>
        <div className="mt-6">
          <PackageCards
            locale={locale}
            priced={{ jurisdiction: 'nigeria', service, href: startHref }}
          />
        </div>
      </section>

      <section aria-labelledby="price-detail" className="space-y-6">
        <h2 id="price-detail" className="text-2xl font-bold">
          {t('priceDetail')}
        </h2>
        <ServicePriceTable
          jurisdiction="nigeria"
          service={service}
          locale={locale}
          caption={t('serviceCaption', { service: c(`services.${service}.title`) })}
        />
        <GovernmentFeeBreakdown
          jurisdiction="nigeria"
          service={service}
          locale={locale}
          caption={t(`nigeria.${service}.feeCaption`, values)}
        />
        <p className="text-muted max-w-3xl text-sm">{c('unconfirmedNote')}</p>
        {service === 'company' ? (
          <p className="max-w-3xl">
            {t('nigeria.company.shareCapitalNote', values)}{' '}
            <Link
              href="/understanding-share-capital"
              className="text-brand-700 font-semibold underline"
            >
              {t('nigeria.company.shareCapitalLink')}
            </Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="requirements">
        <h2 id="requirements" className="text-2xl font-bold">
          {t('requirementsHeading')}
        </h2>
        <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-6">
          {requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-6">
          <Link href="/entity-type-selection" className="text-brand-700 font-semibold underline">
            {t('notSure')}
          </Link>
        </p>
      </section>
    </div>
  );
}
