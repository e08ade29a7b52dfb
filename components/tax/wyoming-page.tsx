import { getTranslations } from 'next-intl/server';
import {
  PageIntro,
  PageSection,
  SourcesSection,
  StartLink,
  TextList,
} from '@/components/content/page-section';
import type { Locale } from '@/lib/i18n/locales';
import {
  WY_MINIMUM_LICENSE_TAX_CENTS,
  WY_ONLINE_FILING_LIMIT_CENTS,
} from '@/lib/tax/wyoming-annual-report';
import { firstStepPath } from '@/lib/wizards/flows';
import { calculatorMessages } from './calculator-messages';
import { usd } from './format';
import { searchValue, type SearchRecord } from './inputs';
import { WyomingCalculator } from './wyoming-calculator';

/** /wyoming-annual-report: the license tax, its calculator (`?assets=`), when it is due, what counts, the order. */
export async function WyomingAnnualReportPage({
  locale,
  search,
}: {
  locale: Locale;
  search?: SearchRecord;
}) {
  const t = await getTranslations({ locale, namespace: 'TaxCalculators' });
  const messages = await calculatorMessages(locale, 'wyoming');
  const figures = {
    minimum: usd(WY_MINIMUM_LICENSE_TAX_CENTS, locale),
    limit: usd(WY_ONLINE_FILING_LIMIT_CENTS, locale),
  };
  return (
    <div className="mx-auto max-w-4xl space-y-12 px-4 py-12">
      <PageIntro title={t('wyoming.title')} intro={t('wyoming.intro', figures)} />

      <PageSection id="calculator" heading={t('wyoming.calculatorHeading')} className="space-y-4">
        <WyomingCalculator
          key={JSON.stringify(search ?? {})}
          locale={locale}
          messages={messages}
          initial={searchValue(search, 'assets')}
        />
      </PageSection>

      <PageSection id="due" heading={t('wyoming.dueHeading')}>
        <p className="mt-3 text-slate-700">{t('wyoming.due')}</p>
      </PageSection>

      <PageSection
        id="order"
        heading={t('common.orderHeading')}
        className="bg-brand-50 rounded-xl p-6"
      >
        <p className="mt-3 text-slate-700">{t('wyoming.orderBody')}</p>
        <StartLink href={firstStepPath('wyoming-annual-report')}>{t('wyoming.orderCta')}</StartLink>
      </PageSection>

      <PageSection id="counts" heading={t('wyoming.countsHeading')}>
        <p className="mt-3 text-slate-700">{t('wyoming.countsIntro')}</p>
        <TextList items={t.raw('wyoming.counts') as string[]} />
        <p className="mt-3 text-slate-700">{t('wyoming.notCounted')}</p>
      </PageSection>

      <SourcesSection locale={locale}>{t('wyoming.sources', figures)}</SourcesSection>
    </div>
  );
}
