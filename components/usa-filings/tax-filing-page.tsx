import { getTranslations } from 'next-intl/server';
import {
  PageIntro,
  PageSection,
  SourcesSection,
  StartLink,
  TextList,
} from '@/components/content/page-section';
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
      <PageIntro title={t('title')} intro={t('intro')} />

      <PageSection id="returns" heading={t('returnsHeading')}>
        <Table
          caption={t('returnsCaption')}
          className="min-w-0"
          scrollerClassName="mt-4"
          data-testid="usa-returns"
        >
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
      </PageSection>

      <PageSection
        id="penalty"
        heading={t('penaltyHeading')}
        className="rounded-xl border-2 border-amber-600 bg-amber-50 p-6"
        data-testid="penalty-5472"
      >
        <p className="mt-3 text-slate-800">{t('penalty')}</p>
      </PageSection>

      <PageSection id="need" heading={t('needHeading')}>
        <TextList items={t.raw('need') as string[]} />
        <StartLink href={firstStepPath('usa-tax-filing')}>{t('start')}</StartLink>
      </PageSection>

      <SourcesSection locale={locale}>{t('sources')}</SourcesSection>
    </div>
  );
}
