import { getTranslations } from 'next-intl/server';
import {
  PageIntro,
  PageSection,
  SourcesSection,
  StartLink,
  TextList,
} from '@/components/content/page-section';
import { Table } from '@/components/ui/table';
import { FIXED_SERVICE_FEES } from '@/lib/catalogue/catalogue';
import { governmentFees } from '@/lib/catalogue/government-fees';
import { formatMoney, toMinor } from '@/lib/catalogue/money';
import { quote } from '@/lib/catalogue/quote';
import type { Locale } from '@/lib/i18n/locales';
import { firstStepPath } from '@/lib/wizards/flows';

/**
 * /usa-trademark-application: the USPTO's fees since 18 January 2025 (37 CFR 2.6 [S51][S52]), the
 * US attorney a foreign-domiciled owner needs (37 CFR 2.11(a) [S53]), the steps, then the order.
 */
export async function UsaTrademarkPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'UsaFilings.trademark' });
  const usd = (minor: number) => formatMoney(minor, 'USD', locale);
  const fees = governmentFees.usa;
  const rows = [
    ['base', fees.trademarkPerClass.amount],
    ['freeForm', fees.trademarkFreeFormSurcharge.amount],
    ['length', fees.trademarkFreeFormPerThousandCharacters.amount],
    ['insufficient', fees.trademarkInsufficientInformation.amount],
  ] as const;
  // The notes' worked example: two classes from the ID Manual, and the same two free-form.
  const idManual = quote('usa', 'trademark', 'basic', { classes: 2 }).governmentFee;
  const freeForm = quote('usa', 'trademark', 'basic', {
    classes: 2,
    freeFormClasses: 2,
  }).governmentFee;
  return (
    <div className="mx-auto max-w-4xl space-y-12 px-4 py-12">
      <PageIntro title={t('title')} intro={t('intro')} />

      <PageSection id="fees" heading={t('feesHeading')}>
        <Table
          caption={t('feesCaption')}
          className="min-w-0"
          scrollerClassName="mt-4"
          data-testid="uspto-fees"
        >
          <thead>
            <tr>
              <th scope="col">{t('feeColumns.fee')}</th>
              <th scope="col">{t('feeColumns.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, amount]) => (
              <tr key={key}>
                <th scope="row" className="font-normal">
                  {t(`fees.${key}`)}
                </th>
                <td className="tabular-nums">{usd(amount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p className="mt-3 text-slate-700">
          {t('example', { idManual: usd(idManual), freeForm: usd(freeForm) })}
        </p>
      </PageSection>

      <PageSection
        id="attorney"
        heading={t('attorneyHeading')}
        className="bg-brand-50 rounded-xl p-6"
      >
        <p className="mt-3 text-slate-700">
          {t('attorney', { fee: usd(toMinor(FIXED_SERVICE_FEES.usAttorney)) })}
        </p>
      </PageSection>

      <PageSection id="steps" heading={t('stepsHeading')}>
        <TextList items={t.raw('steps') as string[]} ordered />
        <StartLink href={firstStepPath('usa-trademark')}>{t('start')}</StartLink>
      </PageSection>

      <SourcesSection locale={locale}>{t('sources')}</SourcesSection>
    </div>
  );
}
