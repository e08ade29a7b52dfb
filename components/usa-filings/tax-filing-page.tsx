import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Table } from '@/components/ui/table';
import type { Locale } from '@/lib/i18n/locales';
import { firstStepPath } from '@/lib/wizards/flows';
import { FILING_TYPES } from '@/lib/wizards/definitions/usa/tax-filing';

/**
 * /usa-tax-filing: which federal return a US company files (Form 5472 with a pro forma 1120
 * [S40][S41][S42], 1120, 1065 [S-taxact]), the $25,000 penalty made plain, then the order.
 */
export async function UsaTaxFilingPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'UsaFilings.taxFiling' });
  return (
    <div className="mx-auto max-w-4xl space-y-12 px-4 py-12">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight text-ink">{t('title')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('intro')}</p>
      </header>

      <section aria-labelledby="returns">
        <h2 id="returns" className="text-2xl font-bold text-ink">
          {t('returnsHeading')}
        </h2>
        <Table caption={t('returnsCaption')} className="min-w-0" scrollerClassName="mt-4" data-testid="usa-returns">
          <thead>
            <tr>
              <th scope="col">{t('columns.company')}</th>
              <th scope="col">{t('columns.form')}</th>
              <th scope="col">{t('columns.due')}</th>
            </tr>
          </thead>
          <tbody>
            {FILING_TYPES.map((type) => (
              <tr key={type}>
                <th scope="row" className="font-normal">
                  {t(`rows.${type}.company`)}
                </th>
                <td>{t(`rows.${type}.form`)}</td>
                <td>{t(`rows.${type}.due`)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p className="mt-3 text-slate-700">{t('extension')}</p>
      </section>

      <section aria-labelledby="penalty" className="rounded-xl border-2 border-amber-600 bg-amber-50 p-6" data-testid="penalty-5472">
        <h2 id="penalty" className="text-2xl font-bold text-ink">
          {t('penaltyHeading')}
        </h2>
        <p className="mt-3 text-slate-800">{t('penalty')}</p>
      </section>

      <section aria-labelledby="need">
        <h2 id="need" className="text-2xl font-bold text-ink">
          {t('needHeading')}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
          {(t.raw('need') as string[]).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Link href={firstStepPath('usa-tax-filing')} className={buttonClass({ size: 'lg', className: 'mt-6' })}>
          {t('start')}
        </Link>
      </section>

      <section aria-labelledby="sources">
        <h2 id="sources" className="text-lg font-semibold text-ink">
          {(await getTranslations({ locale, namespace: 'TaxCalculators.common' }))('sourcesHeading')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('sources')}</p>
      </section>
    </div>
  );
}
