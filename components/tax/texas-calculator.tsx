'use client';

import { useMemo, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { describedBy, Field, FieldError, FieldHint } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { Select } from '@/components/ui/select';
import {
  TEXAS_REPORT_YEARS,
  TX_EZ_REVENUE_LIMIT_CENTS,
  TX_MINIMUM_TAX_DUE_CENTS,
  TX_RETAIL_WHOLESALE_RATE_MILLI_PERCENT,
  TX_REVENUE_DEDUCTION_CENTS,
  texasFranchiseTax,
  type TexasFranchiseTax,
  type TexasMarginMethod,
  type TexasReportYear,
} from '@/lib/tax/texas-franchise-tax';
import { parseTexasParams, texasInputFrom } from '@/lib/tax/texas-franchise-tax-params';
import { lookup } from '@/lib/i18n/message';
import { ResultSection } from './calculator-result';
import { useCalculatorText, type CalculatorMessages, type CalculatorText } from './calculator-text';
import { CopyLink } from './copy-link';
import { FigureField } from './figure-field';
import { normaliseWhole, usd } from './format';
import { useQueryUrl } from './use-query-url';

type Text = CalculatorText<'texas'>;

/** What the form holds, as typed (the URL's values on arrival); `comp` one person a line. */
export type TexasInputs = {
  year: string;
  revenue: string;
  texas: string;
  retail: boolean;
  cogs: string;
  comp: string;
};

type Field = 'year' | 'revenue' | 'texas' | 'retail' | 'cogs' | 'comp';

type Evaluation = {
  query: string;
  errors: Partial<Record<Field, string>>;
  result: TexasFranchiseTax | null;
  /** Total revenue of a valid URL, cents (the no-tax-due line repeats it). */
  revenueCents: number;
};

const METHODS: readonly TexasMarginMethod[] = [
  'costOfGoodsSold',
  'compensation',
  'seventyPercent',
  'lessOneMillion',
];

/** The inputs written as the URL, checked, and the tax when they are valid. */
function evaluate(inputs: TexasInputs, defaultYear: TexasReportYear): Evaluation {
  const revenue = normaliseWhole(inputs.revenue);
  const texas = normaliseWhole(inputs.texas);
  const cogs = normaliseWhole(inputs.cogs);
  // One person a line (or separated by semicolons): "120,000" keeps its grouping comma.
  const comp = inputs.comp
    .split(/[\n;]/)
    .map(normaliseWhole)
    .filter((line) => line !== '');
  const figures = [
    revenue && `revenue=${encodeURIComponent(revenue)}`,
    texas && `texas=${encodeURIComponent(texas)}`,
    inputs.retail && 'retail=1',
    cogs && `cogs=${encodeURIComponent(cogs)}`,
    comp.length > 0 && `comp=${comp.map(encodeURIComponent).join(',')}`,
  ].filter(Boolean) as string[];
  // The year is written whenever there is a figure, so a shared link keeps its year.
  const parts =
    figures.length > 0 || inputs.year !== String(defaultYear)
      ? [`year=${encodeURIComponent(inputs.year)}`, ...figures]
      : [];
  const query = parts.join('&');
  if (figures.length === 0) return { query, errors: {}, result: null, revenueCents: 0 };
  const parsed = parseTexasParams(new URLSearchParams(query), defaultYear);
  if (!parsed.ok) {
    const errors: Evaluation['errors'] = {};
    for (const issue of parsed.issues) errors[issue.field as Field] = issue.key;
    return { query, errors, result: null, revenueCents: 0 };
  }
  const outcome = texasFranchiseTax(texasInputFrom(parsed.params));
  return {
    query,
    errors: {},
    result: outcome.ok ? outcome.result : null,
    revenueCents: parsed.params.revenueCents,
  };
}

/**
 * The franchise-tax calculator of /texas-franchise-tax: the report year, revenue, Texas receipts,
 * retail or wholesale, cost of goods sold and compensation in; both computations with their working,
 * the lower one filed. Every input is in the URL (`?year=2026&revenue=5000000&retail=1`): the server
 * renders the page for the URL it was opened with, and each change rewrites it in place.
 */
export function TexasCalculator({
  locale,
  messages,
  initial,
  defaultYear,
  orderPath,
}: {
  locale: string;
  messages: CalculatorMessages<'texas'>;
  initial: TexasInputs;
  defaultYear: TexasReportYear;
  /** The order's first step, which the result links to with its figures. */
  orderPath: string;
}) {
  const t = useCalculatorText<'texas'>(messages, locale);
  const [inputs, setInputs] = useState(initial);
  const set =
    <K extends keyof TexasInputs>(key: K) =>
    (value: TexasInputs[K]) =>
      setInputs((current) => ({ ...current, [key]: value }));
  const evaluation = useMemo(() => evaluate(inputs, defaultYear), [inputs, defaultYear]);
  useQueryUrl(evaluation.query);
  const error = (field: Field) =>
    evaluation.errors[field]
      ? (lookup(t, `texas.errors.${evaluation.errors[field]}`) ?? undefined)
      : undefined;
  const money = (cents: number) => usd(cents, locale);
  const result = evaluation.result;
  const hasErrors = Object.keys(evaluation.errors).length > 0;
  const retailHint = t('texas.retailHint');
  const compError = error('comp');

  return (
    <div className="flex flex-col gap-8" data-testid="texas-calculator">
      <form
        className="grid gap-6 rounded-xl border border-slate-300 p-4 sm:grid-cols-2 sm:p-6"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <Field
          id="tx-year"
          label={t('texas.year')}
          hint={t('texas.yearHint')}
          error={error('year')}
        >
          {(control) => (
            <Select
              {...control}
              value={inputs.year}
              onChange={(event) => set('year')(event.target.value)}
            >
              {/* A year the URL named that the calculator does not know stays shown, with its message. */}
              {(TEXAS_REPORT_YEARS.map(String).includes(inputs.year)
                ? TEXAS_REPORT_YEARS.map(String)
                : [inputs.year, ...TEXAS_REPORT_YEARS.map(String)]
              ).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FigureField
          id="tx-revenue"
          label={t('texas.revenue')}
          hint={t('texas.revenueHint')}
          error={error('revenue')}
          inputMode="numeric"
          value={inputs.revenue}
          onChange={set('revenue')}
        />
        <FigureField
          id="tx-texas"
          label={t('texas.texas')}
          optional={t('common.optional')}
          hint={t('texas.texasHint')}
          error={error('texas')}
          inputMode="numeric"
          value={inputs.texas}
          onChange={set('texas')}
        />
        <div className="flex flex-col gap-1 self-center">
          <div className="flex items-start gap-3">
            <input
              type="checkbox"
              id="tx-retail"
              className="accent-brand-700 mt-1 size-5"
              checked={inputs.retail}
              aria-describedby={describedBy('tx-retail', { hint: retailHint })}
              onChange={(event) => set('retail')(event.target.checked)}
            />
            <label htmlFor="tx-retail" className="text-ink font-medium">
              {t('texas.retail')}
            </label>
          </div>
          <FieldHint id="tx-retail" text={retailHint} className="ms-8" />
        </div>
        <FigureField
          id="tx-cogs"
          label={t('texas.cogs')}
          optional={t('common.optional')}
          hint={t('texas.cogsHint')}
          error={error('cogs')}
          inputMode="numeric"
          value={inputs.cogs}
          onChange={set('cogs')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="tx-comp" className="text-ink font-medium">
            {t('texas.comp')} <span className="text-muted font-normal">{t('common.optional')}</span>
          </label>
          <FieldHint id="tx-comp" text={t('texas.compHint')} />
          <Textarea
            id="tx-comp"
            rows={3}
            inputMode="numeric"
            autoComplete="off"
            className="tabular-nums"
            aria-invalid={compError ? true : undefined}
            aria-describedby={describedBy('tx-comp', {
              hint: t('texas.compHint'),
              error: compError,
            })}
            value={inputs.comp}
            onChange={(event) => set('comp')(event.target.value)}
          />
          <FieldError id="tx-comp" message={compError} />
        </div>
      </form>

      <ResultSection
        id="tx-result-title"
        heading={t('common.resultHeading')}
        status={
          result
            ? t('texas.status', {
                tax: money(result.taxCents),
                reason: t(`texas.outcome.${result.outcome}`),
                year: result.reportYear,
              })
            : ''
        }
        className="flex flex-col gap-6"
      >
        {result ? (
          <>
            <TexasWorking
              result={result}
              revenueCents={evaluation.revenueCents}
              t={t}
              locale={locale}
            />
            <div className="flex flex-wrap items-center gap-4">
              {/* The order starts with these figures (lib/wizards/definitions/usa/texas-annual-report.ts). */}
              <Link
                href={`${orderPath}?${evaluation.query}`}
                className={buttonClass({ size: 'lg' })}
              >
                {t('texas.orderWithFigures')}
              </Link>
              <CopyLink copy={t('common.copyLink')} copied={t('common.linkCopied')} />
            </div>
          </>
        ) : (
          <p className="text-muted" data-testid="texas-prompt">
            {hasErrors ? t('common.fixErrors') : t('texas.prompt')}
          </p>
        )}
      </ResultSection>
    </div>
  );
}

/** Both computations with their working, the one filed marked, then what is due and when. */
function TexasWorking({
  result: r,
  revenueCents,
  t,
  locale: loc,
}: {
  result: TexasFranchiseTax;
  revenueCents: number;
  t: Text;
  locale: string;
}) {
  const money = (cents: number) => usd(cents, loc);
  const date = new Intl.DateTimeFormat(loc === 'en' ? 'en-GB' : loc, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${r.dueDate}T00:00:00Z`));
  const share = r.apportionment
    ? new Intl.NumberFormat(loc, { style: 'percent', maximumFractionDigits: 4 }).format(
        r.apportionment.everywhereCents === 0
          ? 0
          : r.apportionment.texasCents / r.apportionment.everywhereCents,
      )
    : null;
  const rate = (milliPercent: number) =>
    new Intl.NumberFormat(loc, { style: 'percent', maximumFractionDigits: 4 }).format(
      milliPercent / 100_000,
    );
  return (
    <div className="flex flex-col gap-6">
      {r.outcome === 'noTaxDue' ? (
        <p data-testid="texas-no-tax-due">
          {t('texas.noTaxDueLine', {
            revenue: money(revenueCents),
            threshold: money(r.thresholdCents),
            year: r.reportYear,
          })}
        </p>
      ) : (
        <>
          {share ? (
            <p className="tabular-nums">
              {t('texas.apportionmentLine', {
                texas: money(r.apportionment!.texasCents),
                everywhere: money(r.apportionment!.everywhereCents),
                share,
              })}
            </p>
          ) : null}
          <div className="grid gap-4 lg:grid-cols-2">
            <ComputationCard
              t={t}
              locale={loc}
              title={t('texas.longFormTitle')}
              chosen={r.chosen === 'longForm'}
              computed={r.longForm!.computedCents}
              testId="texas-long-form"
            >
              <table className="w-full text-sm">
                <caption className="sr-only">{t('texas.marginsCaption')}</caption>
                <thead>
                  <tr className="border-b border-slate-300 text-left">
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {t('texas.marginColumns.method')}
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      {t('texas.marginColumns.margin')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {METHODS.map((method) => {
                    const margin = r.longForm!.margins[method];
                    const least = method === r.longForm!.method;
                    return (
                      <tr key={method} className="border-b border-slate-100">
                        <th scope="row" className="py-1 pr-3 text-left font-normal">
                          {t(`texas.methods.${method}`, {
                            million: money(TX_REVENUE_DEDUCTION_CENTS),
                          })}
                          {least ? (
                            <span className="font-semibold"> – {t('texas.leastMargin')}</span>
                          ) : null}
                        </th>
                        <td className="py-1 text-right tabular-nums">
                          {margin === undefined ? t('texas.notGiven') : money(margin)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {r.longForm!.compensationDeductionCents !== null ? (
                <p>
                  {t('texas.compensationLine', {
                    limit: money(r.longForm!.compensationLimitCents),
                    deduction: money(r.longForm!.compensationDeductionCents),
                  })}
                </p>
              ) : null}
              <p className="tabular-nums">
                {t('texas.longFormLine', {
                  withShare: share ? 'yes' : 'no',
                  margin: money(r.longForm!.marginCents),
                  share: share ?? '',
                  apportioned: money(r.longForm!.apportionedMarginCents),
                  rate: rate(r.longForm!.rateMilliPercent),
                  computed: money(r.longForm!.computedCents),
                })}
              </p>
            </ComputationCard>
            <ComputationCard
              t={t}
              locale={loc}
              title={t('texas.ezTitle')}
              chosen={r.chosen === 'ez'}
              computed={r.ez ? r.ez.computedCents : null}
              testId="texas-ez"
            >
              {r.ez ? (
                <p className="tabular-nums">
                  {t('texas.ezLine', {
                    revenue: money(r.ez.apportionedRevenueCents),
                    rate: rate(r.ez.rateMilliPercent),
                    computed: money(r.ez.computedCents),
                  })}
                </p>
              ) : (
                <p>{t('texas.ezUnavailable', { limit: money(TX_EZ_REVENUE_LIMIT_CENTS) })}</p>
              )}
              {r.ez && r.marginRateMilliPercent === TX_RETAIL_WHOLESALE_RATE_MILLI_PERCENT ? (
                <p>{t('texas.retailNote')}</p>
              ) : null}
            </ComputationCard>
          </div>
        </>
      )}
      <div className="rounded-lg border border-slate-300 p-4" data-testid="texas-summary">
        <h3 className="text-ink text-lg font-semibold">{t('texas.summaryHeading')}</h3>
        <dl className="mt-3 grid max-w-lg grid-cols-[1fr_auto] gap-x-6 gap-y-2">
          <dt>{t(`texas.outcome.${r.outcome}`)}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="texas-tax">
            {money(r.taxCents)}
          </dd>
        </dl>
        <p className="mt-3 text-slate-700" data-testid="texas-filing">
          {t('texas.filing', {
            outcome: r.outcome,
            date,
            minimum: money(TX_MINIMUM_TAX_DUE_CENTS),
            method: t(`texas.methodNames.${r.chosen === 'ez' ? 'ez' : 'longForm'}`),
          })}
        </p>
      </div>
    </div>
  );
}

/** One computation (the long form, the E-Z), the one filed marked, closing on its computed tax. */
function ComputationCard({
  t,
  locale,
  title,
  chosen,
  computed,
  testId,
  children,
}: {
  t: Text;
  locale: string;
  title: string;
  chosen: boolean;
  computed: number | null;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      data-chosen={chosen || undefined}
      className={
        chosen
          ? 'border-brand-700 bg-brand-50 rounded-lg border-2 p-4'
          : 'rounded-lg border border-slate-300 p-4'
      }
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-ink text-lg font-semibold">{title}</h3>
        {chosen ? (
          <span className="bg-brand-700 rounded-full px-3 py-0.5 text-sm font-semibold text-white">
            {t('texas.chosen')}
          </span>
        ) : null}
      </div>
      <div className="mt-3 flex flex-col gap-2 text-slate-800">{children}</div>
      {computed !== null ? (
        <p className="mt-3 flex justify-between border-t border-slate-300 pt-2 font-semibold">
          <span>{t('texas.computedTax')}</span>
          <span className="tabular-nums">{usd(computed, locale)}</span>
        </p>
      ) : null}
    </section>
  );
}
