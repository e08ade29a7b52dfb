import { getTranslations } from 'next-intl/server';
import { RegisteredAgentNote } from '@/components/subscriptions/registered-agent-note';
import { formatMoney, toMinor } from '@/lib/catalogue/money';
import { packageIds, packageKinds, packages } from '@/lib/catalogue/packages';
import { NIGERIA_DEFAULT_SHARE_CAPITAL } from '@/lib/catalogue/share-capital';
import type { Locale } from '@/lib/i18n/locales';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { catalogueServiceJsonLd } from './catalogue-json-ld';
import { CompareTable } from './compare-table';
import { turnaroundText } from './price-helpers';
import { ServicePriceTable } from './service-price-table';

/** /compare: the three packages side by side. */
export async function ComparePage({ locale }: { locale: Locale }) {
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: 'Compare' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ]);
  // The two example services priced below, as Service JSON-LD with one offer per package.
  const jsonLd = await Promise.all(
    (['nigeria', 'uk'] as const).map((jurisdiction) =>
      catalogueServiceJsonLd({
        jurisdiction,
        service: 'company',
        locale,
        path: '/compare',
        areaServed: c(`countries.${jurisdiction}`),
      }),
    ),
  );
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
      <JsonLdScript data={jsonLd} />
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{t('intro')}</p>
      </header>
      {/* What a package includes depends on the work: one table for each kind. */}
      <div className="space-y-8">
        {packageKinds.map((kind) => (
          <CompareTable
            key={kind}
            locale={locale}
            kind={kind}
            caption={t(`tableCaptions.${kind}`)}
          />
        ))}
        <RegisteredAgentNote locale={locale} />
      </div>
      <section aria-labelledby="which">
        <h2 id="which" className="text-2xl font-bold">
          {t('whichHeading')}
        </h2>
        <dl className="mt-4 grid gap-6 md:grid-cols-3">
          {packageIds.map((id) => (
            <div key={id} className="rounded-lg border border-slate-200 p-5">
              <dt className="font-semibold">{c(`packages.${id}.name`)}</dt>
              <dd className="mt-2 text-sm text-slate-700">
                {t(`whoFor.${id}`, { turnaround: turnaroundText(c, packages[id].turnaround) })}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="example" className="space-y-4">
        <h2 id="example" className="text-2xl font-bold">
          {t('exampleHeading')}
        </h2>
        <p className="max-w-3xl text-slate-700">{t('exampleBody')}</p>
        <ServicePriceTable
          jurisdiction="nigeria"
          service="company"
          locale={locale}
          caption={t('exampleCaption', {
            capital: formatMoney(toMinor(NIGERIA_DEFAULT_SHARE_CAPITAL), 'NGN', locale),
          })}
        />
        <ServicePriceTable
          jurisdiction="uk"
          service="company"
          locale={locale}
          caption={t('exampleCaptionUk')}
        />
        <p className="text-muted text-sm">{c('unconfirmedNote')}</p>
      </section>
      <div className="flex flex-wrap gap-4">
        <Link href="/select-jurisdiction" className={buttonClass({ size: 'lg' })}>
          {t('getStarted')}
        </Link>
        <Link href="/pricing" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('allPrices')}
        </Link>
      </div>
    </div>
  );
}
