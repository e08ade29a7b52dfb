import { getTranslations } from 'next-intl/server';
import { governmentFees } from '@/lib/catalogue/government-fees';
import { formatMoney } from '@/lib/catalogue/money';
import { quote } from '@/lib/catalogue/quote';
import type { UsEntity } from '@/lib/catalogue/services';
import type { Locale } from '@/lib/i18n/locales';
import { DE_APVC_MINIMUM_CENTS } from '@/lib/tax/delaware-franchise-tax';
import {
  TEXAS_REPORT_YEARS,
  TX_NO_TAX_DUE_THRESHOLD_CENTS,
  texasFranchiseTax,
} from '@/lib/tax/texas-franchise-tax';
import { paths } from '@/lib/site/paths';
import type { UsFormationState } from '@/lib/wizards/definitions/usa/names';
import { firstStepPath, flowFor } from '@/lib/wizards/flows';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Table } from '@/components/ui/table';

const ENTITIES = ['llc', 'corporation'] as const satisfies readonly UsEntity[];

/** The calculators and annual filings another part of the site answers (each state's yearly costs). */
export const US_STATE_TOOLS = {
  delawareFranchiseTax: '/delaware-franchise-tax',
  delawareIncomeTax: '/delaware-corporate-income-tax',
  wyomingAnnualReport: '/wyoming-annual-report',
  texasFranchiseTax: '/texas-franchise-tax',
  usaTaxFiling: '/usa-tax-filing',
} as const;

/** The first step of the state's formation for this entity. */
export function usFormationStart(state: UsFormationState, entity: UsEntity): string {
  const flow = flowFor(state, 'company', entity);
  if (!flow) throw new Error(`No formation flow for ${state} ${entity}`);
  return firstStepPath(flow);
}

/**
 * /delaware-registration, /wyoming-registration, /texas-registration: what forming there costs
 * (every figure from the catalogue and lib/tax), what it costs each year, what the public record
 * shows, when the EIN comes, and the way into the LLC's or the corporation's steps.
 */
export async function UsStateFormationPage({
  state,
  locale,
}: {
  state: UsFormationState;
  locale: Locale;
}) {
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: 'UsaFormation' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ]);
  const money = (minor: number) => formatMoney(minor, 'USD', locale);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T12:00:00Z`),
    );
  const stateName = c(`jurisdictions.${state}`);
  const prepare = t.raw(`prepare.${state}`) as string[];

  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight">{t(`${state}.title`)}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{t(`${state}.intro`)}</p>
      </header>

      <section aria-labelledby="entities">
        <h2 id="entities" className="text-2xl font-bold">
          {t('chooseHeading')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {ENTITIES.map((entity) => {
            const q = quote(state, 'company', 'basic', { entity });
            return (
              <li
                key={entity}
                className="flex flex-col rounded-xl border border-slate-200 p-6"
                data-testid={`entity-${entity}`}
              >
                <h3 className="text-xl font-bold">{c(`entities.${entity}`)}</h3>
                <p className="mt-2 text-slate-700">{t(`${state}.${entity}`)}</p>
                <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                  <dt>{t('stateFee')}</dt>
                  <dd className="text-end font-medium" data-testid="government-fee">
                    {entity === 'corporation' && state === 'delaware'
                      ? t('fromPrice', { price: money(q.governmentFee) })
                      : money(q.governmentFee)}
                  </dd>
                  <dt>{t('ourFee')}</dt>
                  <dd className="text-end font-medium" data-testid="service-fee">
                    {t('fromPrice', { price: money(q.serviceFee) })}
                  </dd>
                </dl>
                <Link
                  href={usFormationStart(state, entity)}
                  className={buttonClass({ size: 'lg', className: 'mt-6 self-start' })}
                >
                  {t(`start.${entity}`, { state: stateName })}
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="text-muted mt-3 max-w-3xl text-sm">
          {t('agentIncluded', { state: stateName })}
        </p>
      </section>

      <section aria-labelledby="yearly">
        <h2 id="yearly" className="text-2xl font-bold">
          {t('yearlyHeading')}
        </h2>
        <YearlyCosts state={state} locale={locale} money={money} day={day} />
        <p className="mt-3 max-w-3xl text-slate-700">
          {t('federalYearly')}{' '}
          <Link
            href={US_STATE_TOOLS.usaTaxFiling}
            className="text-brand-700 font-semibold underline"
          >
            {t('federalLink')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="privacy">
        <h2 id="privacy" className="text-2xl font-bold">
          {t('privacyHeading')}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{t(`${state}.privacy`)}</p>
      </section>

      <section aria-labelledby="ein">
        <h2 id="ein" className="text-2xl font-bold">
          {t('einHeading')}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{t('einBody')}</p>
        <p className="mt-3 max-w-3xl text-slate-700">{t('einNoSsn')}</p>
      </section>

      <section aria-labelledby="prepare">
        <h2 id="prepare" className="text-2xl font-bold">
          {t('prepareHeading')}
        </h2>
        <ul className="mt-3 max-w-3xl list-disc space-y-1 pl-6 text-slate-700">
          {prepare.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <div className="flex flex-wrap gap-4">
        <Link
          href={paths.usaEntitySelection}
          className={buttonClass({ variant: 'secondary', size: 'lg' })}
        >
          {t('compareStates')}
        </Link>
        <Link href="/usa" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('allUsa')}
        </Link>
      </div>
    </div>
  );
}

async function YearlyCosts({
  state,
  locale,
  money,
  day,
}: {
  state: UsFormationState;
  locale: Locale;
  money: (minor: number) => string;
  day: (iso: string) => string;
}) {
  const t = await getTranslations({ locale, namespace: 'UsaFormation' });
  if (state === 'delaware') {
    const de = governmentFees.delaware;
    return (
      <div className="mt-3 max-w-3xl space-y-3 text-slate-700">
        <p>{t('delaware.yearlyLlc', { tax: money(de.llcAnnualTax.amount) })}</p>
        <p>
          {t('delaware.yearlyCorporation', {
            report: money(de.corporationAnnualReport.amount),
            minimum: money(de.corporationMinimumFranchiseTax.amount),
            apvc: money(DE_APVC_MINIMUM_CENTS),
          })}{' '}
          <Link
            href={US_STATE_TOOLS.delawareFranchiseTax}
            className="text-brand-700 font-semibold underline"
          >
            {t('delaware.franchiseTaxLink')}
          </Link>
        </p>
        <p>
          {t('delaware.incomeTax')}{' '}
          <Link
            href={US_STATE_TOOLS.delawareIncomeTax}
            className="text-brand-700 font-semibold underline"
          >
            {t('delaware.incomeTaxLink')}
          </Link>
        </p>
      </div>
    );
  }
  if (state === 'wyoming') {
    return (
      <div className="mt-3 max-w-3xl space-y-3 text-slate-700">
        <p>
          {t('wyoming.yearly', {
            minimum: money(governmentFees.wyoming.annualLicenseTaxMinimum.amount),
          })}{' '}
          <Link
            href={US_STATE_TOOLS.wyomingAnnualReport}
            className="text-brand-700 font-semibold underline"
          >
            {t('wyoming.annualReportLink')}
          </Link>
        </p>
      </div>
    );
  }
  // Texas: the no-tax-due threshold of each report year we know, the Public Information Report, May 15
  // (lib/tax/texas-franchise-tax.ts [S30][S31][S-regfollower]).
  const years = TEXAS_REPORT_YEARS.filter((year) => year >= 2026);
  return (
    <div className="mt-3 max-w-3xl space-y-3 text-slate-700">
      <p>{t('texas.yearly')}</p>
      <Table
        caption={t('texas.caption')}
        align="start"
        scrollerClassName="mt-3"
        data-testid="texas-franchise-tax"
      >
        <thead>
          <tr>
            <th scope="col">{t('texas.reportYear')}</th>
            <th scope="col">{t('texas.threshold')}</th>
            <th scope="col">{t('texas.dueDate')}</th>
            <th scope="col">{t('texas.belowThreshold')}</th>
          </tr>
        </thead>
        <tbody>
          {years.map((year) => {
            const outcome = texasFranchiseTax({
              reportYear: year,
              annualisedTotalRevenueCents: TX_NO_TAX_DUE_THRESHOLD_CENTS[year]!,
            });
            if (!outcome.ok) return null;
            return (
              <tr key={year}>
                <th scope="row">{year}</th>
                <td>{money(outcome.result.thresholdCents)}</td>
                <td>{day(outcome.result.dueDate)}</td>
                <td>{t('texas.pirOnly')}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <p>
        {t('texas.above')}{' '}
        <Link
          href={US_STATE_TOOLS.texasFranchiseTax}
          className="text-brand-700 font-semibold underline"
        >
          {t('texas.calculatorLink')}
        </Link>
      </p>
    </div>
  );
}
