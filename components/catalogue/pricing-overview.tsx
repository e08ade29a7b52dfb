import { getTranslations } from 'next-intl/server';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { offerings } from '@/lib/catalogue/catalogue';
import {
  countryKey,
  countrySlugs,
  jurisdictions,
  jurisdictionsOf,
} from '@/lib/catalogue/jurisdictions';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/ui/link';
import { catalogueServiceJsonLd } from './catalogue-json-ld';
import { JurisdictionPriceTable } from './jurisdiction-price-table';
import { countryPath } from '@/lib/site/paths';

/** /pricing: every jurisdiction's prices, with the government fee apart. */
export async function PricingOverview({ locale }: { locale: Locale }) {
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: 'Pricing' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ]);
  const jsonLd = await Promise.all(
    offerings
      .filter((o) => o.service === 'company')
      .map((o) =>
        catalogueServiceJsonLd({
          jurisdiction: o.jurisdiction,
          service: 'company',
          locale,
          path: '/pricing',
          areaServed: c(`countries.${countryKey(jurisdictions[o.jurisdiction].country)}`),
        }),
      ),
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <JsonLdScript data={jsonLd} />
      <h1 className="text-4xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t('intro')}</p>
      <p className="mt-2 max-w-3xl text-slate-700">{c('governmentFeeExplainer')}</p>
      <nav aria-label={t('jumpLabel')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {countrySlugs.map((slug) => (
            <li key={slug}>
              <a
                href={`#${slug}`}
                className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
              >
                {c(`countries.${countryKey(slug)}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10 space-y-14">
        {countrySlugs.map((slug) => (
          <section
            key={slug}
            id={slug}
            aria-labelledby={`${slug}-heading`}
            className="render-later scroll-mt-20"
          >
            <h2 id={`${slug}-heading`} className="text-2xl font-bold">
              {c(`countries.${countryKey(slug)}`)}
            </h2>
            <div className="mt-4 space-y-6">
              {jurisdictionsOf(slug).map((j) => (
                <JurisdictionPriceTable key={j} jurisdiction={j} locale={locale} />
              ))}
            </div>
            <p className="mt-3">
              <Link href={countryPath(slug)} className="text-brand-700 font-semibold underline">
                {t('countryLink', { country: c(`countries.${countryKey(slug)}`) })}
              </Link>
            </p>
          </section>
        ))}
      </div>
      <p className="text-muted mt-10 max-w-3xl text-sm">{c('unconfirmedNote')}</p>
      <p className="mt-4">
        <Link href="/compare" className="text-brand-700 font-semibold underline">
          {t('compareLink')}
        </Link>
      </p>
    </div>
  );
}
