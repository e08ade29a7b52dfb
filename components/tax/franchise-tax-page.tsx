import { getTranslations } from 'next-intl/server';
import {
  PageIntro,
  PageSection,
  SourcesSection,
  StartLink,
} from '@/components/content/page-section';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Table } from '@/components/ui/table';
import type { Locale } from '@/lib/i18n/locales';
import { calculatorPages } from '@/lib/site/calculators';
import {
  authorizedSharesTax,
  DE_ALTERNATIVE_ENTITY_TAX_CENTS,
  DE_LATE_PENALTY_CENTS,
} from '@/lib/tax/delaware-franchise-tax';
import { firstStepPath } from '@/lib/wizards/flows';
import { FranchiseTaxCalculator } from './franchise-tax-calculator';
import { calculatorMessages } from './calculator-messages';
import { formatCount, usd } from './format';
import { franchiseTaxInputsFrom, type SearchRecord } from './inputs';

/** The Division of Corporations' own Authorized Shares examples (10,005 and 100,000 shares [S2]) among common cases. */
const EXAMPLE_SHARES = [5_000, 10_005, 100_000, 1_000_000, 10_000_000] as const;

/** Its worked Assumed Par Value Capital example [S1][S4], as a link that opens the calculator on it. */
const DIVISION_EXAMPLE = 'shares=1000000@1,250000@5&issued=485000&assets=1000000';

/**
 * /delaware-franchise-tax: the calculator (a client leaf) between what the tax is and the order.
 * `search` is the URL's figures when the proxy sent the request to the /result route; the
 * prerendered page has none and shows an empty form.
 */
export async function DelawareFranchiseTaxPage({
  locale,
  search,
}: {
  locale: Locale;
  search?: SearchRecord;
}) {
  const t = await getTranslations({ locale, namespace: 'TaxCalculators' });
  const messages = await calculatorMessages(locale, 'franchiseTax');
  const initial = franchiseTaxInputsFrom(search);
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-12">
      <PageIntro
        title={t('franchiseTax.title')}
        intro={t('franchiseTax.intro')}
        introClassName="max-w-3xl"
      />

      <section aria-labelledby="calculator" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="calculator" className="text-ink text-2xl font-bold">
            {t('franchiseTax.calculatorHeading')}
          </h2>
          <Link
            href={`${calculatorPages.delawareFranchiseTax}?${DIVISION_EXAMPLE}`}
            className="text-brand-700 font-semibold underline"
          >
            {t('franchiseTax.example')}
          </Link>
        </div>
        {/* Keyed by the URL's figures: following a link to other figures starts the form afresh. */}
        <FranchiseTaxCalculator
          key={JSON.stringify(initial)}
          locale={locale}
          messages={messages}
          initial={initial}
          orderPath={firstStepPath('delaware-annual-report')}
        />
      </section>

      <PageSection
        id="order"
        heading={t('common.orderHeading')}
        className="bg-brand-50 rounded-xl p-6"
      >
        <p className="mt-3 max-w-3xl text-slate-700">{t('franchiseTax.orderBody')}</p>
        <StartLink href={firstStepPath('delaware-annual-report')}>
          {t('franchiseTax.orderCta')}
        </StartLink>
      </PageSection>

      <PageSection id="examples" heading={t('franchiseTax.examplesHeading')}>
        <Table
          caption={t('franchiseTax.examplesCaption')}
          className="min-w-0"
          scrollerClassName="mt-4 max-w-xl"
          data-testid="franchise-tax-examples"
        >
          <thead>
            <tr>
              <th scope="col">{t('franchiseTax.examplesShares')}</th>
              <th scope="col">{t('franchiseTax.examplesTax')}</th>
            </tr>
          </thead>
          <tbody>
            {EXAMPLE_SHARES.map((shares) => (
              <tr key={shares}>
                <th scope="row" className="tabular-nums">
                  {formatCount(shares, locale)}
                </th>
                <td className="tabular-nums">
                  {usd(authorizedSharesTax(shares).taxCents, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </PageSection>

      <PageSection id="llc" heading={t('franchiseTax.llcHeading')}>
        <p className="mt-3 max-w-3xl text-slate-700">
          {t('franchiseTax.llcBody', {
            tax: usd(DE_ALTERNATIVE_ENTITY_TAX_CENTS, locale),
            penalty: usd(DE_LATE_PENALTY_CENTS, locale),
          })}
        </p>
        <Link
          href={firstStepPath('delaware-llc-tax')}
          className={buttonClass({ variant: 'outline', className: 'mt-4' })}
        >
          {t('franchiseTax.llcCta')}
        </Link>
      </PageSection>

      <SourcesSection locale={locale}>{t('franchiseTax.sources')}</SourcesSection>
    </div>
  );
}
