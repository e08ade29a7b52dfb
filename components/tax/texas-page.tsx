import { getTranslations } from 'next-intl/server';
import {
  PageIntro,
  PageSection,
  SourcesSection,
  StartLink,
  TextList,
} from '@/components/content/page-section';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import { calculatorPages } from '@/lib/site/calculators';
import {
  nextTexasReportYear,
  TX_EZ_REVENUE_LIMIT_CENTS,
  TX_LATE_REPORT_PENALTY_CENTS,
  TX_MINIMUM_TAX_DUE_CENTS,
  TX_NO_TAX_DUE_THRESHOLD_CENTS,
} from '@/lib/tax/texas-franchise-tax';
import { firstStepPath } from '@/lib/wizards/flows';
import { lookup } from '@/lib/i18n/message';
import { calculatorMessages } from './calculator-messages';
import { usd } from './format';
import { searchValue, type SearchRecord } from './inputs';
import { TexasCalculator, type TexasInputs } from './texas-calculator';

/** The issue's own example: a retailer with $5 million of revenue, for the 2026 report. */
const RETAIL_EXAMPLE = 'year=2026&revenue=5000000&retail=1';

/**
 * /texas-franchise-tax: the calculator (a client leaf) between what the tax is and the order.
 * `search` is the URL's figures when the proxy sent the request to the /result route; the
 * prerendered page has none and shows an empty form for the next report to file.
 */
export async function TexasFranchiseTaxPage({
  locale,
  search,
}: {
  locale: Locale;
  search?: SearchRecord;
}) {
  const t = await getTranslations({ locale, namespace: 'TaxCalculators' });
  const messages = await calculatorMessages(locale, 'texas');
  const defaultYear = nextTexasReportYear(new Date().toISOString().slice(0, 10));
  const initial: TexasInputs = {
    year: searchValue(search, 'year') || String(defaultYear),
    revenue: searchValue(search, 'revenue'),
    texas: searchValue(search, 'texas'),
    retail: searchValue(search, 'retail') === '1',
    cogs: searchValue(search, 'cogs'),
    comp: searchValue(search, 'comp').split(',').join('\n'),
  };
  const figures = {
    threshold: usd(TX_NO_TAX_DUE_THRESHOLD_CENTS[defaultYear]!, locale),
    limit: usd(TX_EZ_REVENUE_LIMIT_CENTS, locale),
    minimum: usd(TX_MINIMUM_TAX_DUE_CENTS, locale),
    penalty: usd(TX_LATE_REPORT_PENALTY_CENTS, locale),
    year: defaultYear,
  };
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-12">
      <PageIntro
        title={t('texas.title')}
        intro={t('texas.intro', figures)}
        introClassName="max-w-3xl"
      />

      <section aria-labelledby="calculator" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="calculator" className="text-ink text-2xl font-bold">
            {t('texas.calculatorHeading')}
          </h2>
          <Link
            href={`${calculatorPages.texasFranchiseTax}?${RETAIL_EXAMPLE}`}
            className="text-brand-700 font-semibold underline"
          >
            {t('texas.example')}
          </Link>
        </div>
        {/* Keyed by the URL's figures: following a link to other figures starts the form afresh. */}
        <TexasCalculator
          key={JSON.stringify(initial)}
          locale={locale}
          messages={messages}
          initial={initial}
          defaultYear={defaultYear}
          orderPath={firstStepPath('texas-annual-report')}
        />
      </section>

      <PageSection id="how" heading={t('texas.howHeading')}>
        <TextList
          items={(t.raw('texas.how') as string[]).map(
            (_, i) => lookup(t, `texas.how.${i}`, figures) ?? '',
          )}
        />
      </PageSection>

      <PageSection id="late" heading={t('texas.lateHeading')}>
        <p className="mt-3 max-w-3xl text-slate-700">{t('texas.late', figures)}</p>
      </PageSection>

      <PageSection
        id="order"
        heading={t('common.orderHeading')}
        className="bg-brand-50 rounded-xl p-6"
      >
        <p className="mt-3 max-w-3xl text-slate-700">{t('texas.orderBody')}</p>
        <StartLink href={firstStepPath('texas-annual-report')}>{t('texas.orderCta')}</StartLink>
      </PageSection>

      <SourcesSection locale={locale}>{t('texas.sources')}</SourcesSection>
    </div>
  );
}
