import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/catalogue/money';
import { quote } from '@/lib/catalogue/quote';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/ui/link';
import { Table } from '@/components/ui/table';
import { hasWizard, offeringPath } from '@/lib/site/offering-paths';
import { paths } from '@/lib/site/paths';

const types = (['company', 'businessName', 'nonProfit'] as const).map((service) => ({
  service,
  pricing: paths.nigeriaPricing[service],
}));

// 'name' is the row of naming rules; the columns are headed by each type's `label`.
const rows = ['bestFor', 'owners', 'liability', 'name', 'annual'] as const;

/** /entity-type-selection: company, business name or incorporated trustees in Nigeria, with a short guide. */
export async function EntityTypePage({ locale }: { locale: Locale }) {
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: 'EntitySelection' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ]);
  const guide = t.raw('nigeria.guide') as { q: string; a: string }[];
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight">{t('nigeria.title')}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{t('nigeria.intro')}</p>
      </header>
      <Table
        caption={t('nigeria.caption')}
        align="start"
        className="min-w-[44rem]"
        data-testid="entity-types"
      >
        <thead>
          <tr>
            <td />
            {types.map(({ service }) => (
              <th key={service} scope="col">
                {t(`nigeria.types.${service}.label`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="align-top">
          {rows.map((row) => (
            <tr key={row}>
              <th scope="row">{t(`nigeria.rows.${row}`)}</th>
              {types.map(({ service }) => (
                <td key={service}>{t(`nigeria.types.${service}.${row}`)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('nigeria.rows.price')}</th>
            {types.map(({ service }) => {
              const q = quote('nigeria', service, 'basic');
              return (
                <td key={service}>
                  <span data-testid="service-fee">
                    {t('fromPrice', { price: formatMoney(q.serviceFee, q.currency, locale) })}
                  </span>{' '}
                  <span className="text-muted" data-testid="government-fee">
                    {c('table.plusGovernmentFee', {
                      amount: formatMoney(q.governmentFee, q.currency, locale),
                    })}
                  </span>
                </td>
              );
            })}
          </tr>
          <tr>
            <th scope="row">{t('nigeria.rows.next')}</th>
            {types.map(({ service, pricing }) => (
              <td key={service}>
                <Link href={pricing} className="text-brand-700 font-semibold underline">
                  {t('seePrices', { type: t(`nigeria.types.${service}.label`) })}
                </Link>
                {hasWizard({ jurisdiction: 'nigeria', service }) ? (
                  <Link
                    href={offeringPath({ jurisdiction: 'nigeria', service })}
                    className="text-brand-700 mt-1 block underline"
                  >
                    {t('startNow')}
                    <span className="sr-only">: {t(`nigeria.types.${service}.label`)}</span>
                  </Link>
                ) : null}
              </td>
            ))}
          </tr>
        </tbody>
      </Table>
      <p className="text-muted text-sm">{c('unconfirmedNote')}</p>
      <section aria-labelledby="guide">
        <h2 id="guide" className="text-2xl font-bold">
          {t('nigeria.guideHeading')}
        </h2>
        <div className="mt-4 max-w-3xl space-y-6">
          {guide.map((item) => (
            <div key={item.q}>
              <h3 className="font-semibold">{item.q}</h3>
              <p className="mt-1 text-slate-700">{item.a}</p>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
