import { getTranslations } from 'next-intl/server';
import {
  PageIntro,
  PageSection,
  SourcesSection,
  StartLink,
} from '@/components/content/page-section';
import { Table } from '@/components/ui/table';
import type { Locale } from '@/lib/i18n/locales';
import {
  DE_CORPORATE_INCOME_TAX_BASIS_POINTS,
  DELAWARE_INCOME_TAX_RULES,
} from '@/lib/tax/delaware-corporate-income-tax';
import { firstStepPath } from '@/lib/wizards/flows';
import { calculatorMessages } from './calculator-messages';
import { formatPercent } from './format';
import { IncomeTaxCalculator } from './income-tax-calculator';
import { searchValue, type SearchRecord } from './inputs';

/**
 * /delaware-corporate-income-tax: who owes it (the rules of lib/tax as a table), the calculator,
 * deadlines, the order. The deadlines' text (corrected 2026-11-27, issue 28): estimates 50/20/20/10%,
 * a small corporation 25% × 4 (30 Del. C. §1905(1)b [S233]); a late return 5% a month to 50%, late
 * payment 1% a month to 25% (§534 [S231]), interest 0.5% a month (§533 [S232]); Form 1100 due on the
 * 15th day of the 4th month [S-legalclaritydue] SECONDARY; apportionment by sales alone since 2020 [S230].
 */
export async function DelawareIncomeTaxPage({
  locale,
  search,
}: {
  locale: Locale;
  search?: SearchRecord;
}) {
  const t = await getTranslations({ locale, namespace: 'TaxCalculators' });
  const messages = await calculatorMessages(locale, 'incomeTax');
  const rate = formatPercent(DE_CORPORATE_INCOME_TAX_BASIS_POINTS, locale);
  const rows = [
    ...DELAWARE_INCOME_TAX_RULES.map((rule) => ({
      situation: rule.activity,
      owes: rule.owes,
      reason: rule.reason,
    })),
    { situation: 'passThrough', owes: false, reason: 'passThroughEntity' },
  ] as const;
  return (
    <div className="mx-auto max-w-4xl space-y-12 px-4 py-12">
      <PageIntro title={t('incomeTax.title')} intro={t('incomeTax.intro', { rate })} />

      <PageSection id="who" heading={t('incomeTax.whoHeading')}>
        <Table
          caption={t('incomeTax.whoCaption')}
          className="min-w-0"
          scrollerClassName="mt-4"
          data-testid="income-tax-who"
        >
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
                  <span className="font-semibold">
                    {row.owes ? t('common.yes') : t('common.no')}
                  </span>{' '}
                  <span className="sr-only">–</span>
                  {t(`incomeTax.reasons.${row.reason}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </PageSection>

      <PageSection id="calculator" heading={t('incomeTax.calculatorHeading')} className="space-y-4">
        <IncomeTaxCalculator
          key={JSON.stringify(search ?? {})}
          locale={locale}
          messages={messages}
          initial={{
            income: searchValue(search, 'income'),
            apportionment: searchValue(search, 'apportionment'),
            deSales: searchValue(search, 'deSales'),
            sales: searchValue(search, 'sales'),
          }}
        />
      </PageSection>

      <PageSection id="paying" heading={t('incomeTax.payingHeading')}>
        <p className="mt-3 text-slate-700">{t('incomeTax.paying')}</p>
        <p className="mt-3 text-slate-700">{t('incomeTax.late')}</p>
      </PageSection>

      <PageSection
        id="order"
        heading={t('common.orderHeading')}
        className="bg-brand-50 rounded-xl p-6"
      >
        <p className="mt-3 text-slate-700">{t('incomeTax.orderBody')}</p>
        <StartLink href={firstStepPath('delaware-income-tax')}>{t('incomeTax.orderCta')}</StartLink>
      </PageSection>

      <SourcesSection locale={locale}>{t('incomeTax.sources')}</SourcesSection>
    </div>
  );
}
