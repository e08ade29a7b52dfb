import { getMessages, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Table } from '@/components/ui/table';
import type { Locale } from '@/lib/i18n/locales';
import { DE_CORPORATE_INCOME_TAX_BASIS_POINTS, DELAWARE_INCOME_TAX_RULES } from '@/lib/tax/delaware-corporate-income-tax';
import { firstStepPath } from '@/lib/wizards/flows';
import { formatPercent } from './format';
import { IncomeTaxCalculator } from './income-tax-calculator';
import { searchValue, type SearchRecord } from './inputs';

/**
 * /delaware-corporate-income-tax: who owes it (the rules of lib/tax as a table), the calculator,
 * deadlines, the order. The deadlines' text: estimates 50/20/20/10%, late return 5% a month to
 * 50% plus 1% interest, late payment 0.5% a month to 25% [S15] OFFICIAL; Form 1100 due on the
 * 15th day of the 4th month [S-legalclaritydue] SECONDARY; checked 2026-11-26.
 */
export async function DelawareIncomeTaxPage({ locale, search }: { locale: Locale; search?: SearchRecord }) {
  const t = await getTranslations({ locale, namespace: 'TaxCalculators' });
  // The calculator's texts go to the client leaf whole, as templates (components/tax/format.ts).
  const messages = (await getMessages({ locale })).TaxCalculators;
  const rate = formatPercent(DE_CORPORATE_INCOME_TAX_BASIS_POINTS, locale);
  const rows = [
    ...DELAWARE_INCOME_TAX_RULES.map((rule) => ({ situation: rule.activity, owes: rule.owes, reason: rule.reason })),
    { situation: 'passThrough', owes: false, reason: 'passThroughEntity' },
  ] as const;
  return (
    <div className="mx-auto max-w-4xl space-y-12 px-4 py-12">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight text-ink">{t('incomeTax.title')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('incomeTax.intro', { rate })}</p>
      </header>

      <section aria-labelledby="who">
        <h2 id="who" className="text-2xl font-bold text-ink">
          {t('incomeTax.whoHeading')}
        </h2>
        <Table caption={t('incomeTax.whoCaption')} className="min-w-0" scrollerClassName="mt-4" data-testid="income-tax-who">
          <thead>
            <tr>
              <th scope="col">{t('incomeTax.whoColumns.situation')}</th>
              <th scope="col">{t('incomeTax.whoColumns.owes')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.situation}>
                <th scope="row" className="font-normal">
                  {t(`incomeTax.situations.${row.situation}`)}
                </th>
                <td>
                  <span className="font-semibold">{row.owes ? t('common.yes') : t('common.no')}</span>{' '}
                  <span className="sr-only">–</span>
                  {t(`incomeTax.reasons.${row.reason}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>

      <section aria-labelledby="calculator" className="space-y-4">
        <h2 id="calculator" className="text-2xl font-bold text-ink">
          {t('incomeTax.calculatorHeading')}
        </h2>
        <IncomeTaxCalculator
          key={JSON.stringify(search ?? {})}
          locale={locale}
          labels={messages.incomeTax}
          common={messages.common}
          initial={{ income: searchValue(search, 'income'), apportionment: searchValue(search, 'apportionment') }}
        />
      </section>

      <section aria-labelledby="paying">
        <h2 id="paying" className="text-2xl font-bold text-ink">
          {t('incomeTax.payingHeading')}
        </h2>
        <p className="mt-3 text-slate-700">{t('incomeTax.paying')}</p>
        <p className="mt-3 text-slate-700">{t('incomeTax.late')}</p>
      </section>

      <section aria-labelledby="order" className="rounded-xl bg-brand-50 p-6">
        <h2 id="order" className="text-2xl font-bold text-ink">
          {t('common.orderHeading')}
        </h2>
        <p className="mt-3 text-slate-700">{t('incomeTax.orderBody')}</p>
        <Link href={firstStepPath('delaware-income-tax')} className={buttonClass({ size: 'lg', className: 'mt-6' })}>
          {t('incomeTax.orderCta')}
        </Link>
      </section>

      <section aria-labelledby="sources">
        <h2 id="sources" className="text-lg font-semibold text-ink">
          {t('common.sourcesHeading')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('incomeTax.sources')}</p>
      </section>
    </div>
  );
}
