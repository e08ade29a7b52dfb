'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { describedBy, FieldError, FieldHint } from '@/components/ui/field';
import {
  DE_APVC_MINIMUM_CENTS,
  DE_APVC_PER_MILLION_CENTS,
  DE_AS_MINIMUM_CENTS,
  DE_AS_PER_10000_CENTS,
  DE_AS_UP_TO_10000_CENTS,
  DE_INSTALMENT_THRESHOLD_CENTS,
  DE_LATE_PENALTY_CENTS,
  DE_MAXIMUM_CLASSES,
  DE_MAXIMUM_TAX_CENTS,
  delawareFranchiseTax,
  parseParValue,
  type FranchiseTaxResult,
} from '@/lib/tax/delaware-franchise-tax';
import { parseFranchiseTaxParams } from '@/lib/tax/delaware-franchise-tax-params';
import { lookup } from '@/lib/i18n/message';
import { ResultSection } from './calculator-result';
import { useCalculatorText, type CalculatorMessages, type CalculatorText } from './calculator-text';
import { CopyLink } from './copy-link';
import { FigureField } from './figure-field';
import {
  dayAndMonth,
  formatCount,
  normaliseDecimal,
  normaliseWhole,
  usd,
  usdDecimal,
} from './format';
import { useQueryUrl } from './use-query-url';

type Text = CalculatorText<'franchiseTax'>;

type Row = { key: number; shares: string; par: string };

/** What the form holds: the text of each input, as typed (the URL's values on arrival). */
export type FranchiseTaxInputs = {
  classes: { shares: string; par: string }[];
  issued: string;
  assets: string;
};

type RowIssues = { shares?: string; par?: string };

type Evaluation = {
  query: string;
  rows: RowIssues[];
  fields: { shares?: string; issued?: string; assets?: string };
  result: FranchiseTaxResult | null;
  empty: boolean;
};

// Only the dates' day and month are shown (they recur each year); the year the tax is for does
// not change the amounts, so the calculation uses a fixed one.
const TAX_YEAR = 2026;

/** URL-encodes a value but keeps `,` and `@` readable, as the shared links are written. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%40/gi, '@');

/** The inputs checked row by row, written as the URL, and the tax when they are all valid. */
function evaluate(rows: Row[], issued: string, assets: string, locale: string): Evaluation {
  const rowIssues: RowIssues[] = [];
  const classes: string[] = [];
  for (const row of rows) {
    const shares = normaliseWhole(row.shares);
    const par = normaliseDecimal(row.par, locale);
    const issues: RowIssues = {};
    if (shares || par) {
      if (!shares) issues.shares = 'sharesRequired';
      else if (!/^\d{1,16}$/.test(shares) || Number(shares) < 1) issues.shares = 'sharesInvalid';
      if (par && parseParValue(par) === null) issues.par = 'parInvalid';
      classes.push(par ? `${shares}@${par}` : shares);
    }
    rowIssues.push(issues);
  }
  const issuedText = normaliseWhole(issued);
  const assetsText = normaliseWhole(assets);
  const parts: string[] = [];
  if (classes.length) parts.push(`shares=${encode(classes.join(','))}`);
  if (issuedText) parts.push(`issued=${encode(issuedText)}`);
  if (assetsText) parts.push(`assets=${encode(assetsText)}`);
  const query = parts.join('&');
  const empty = query === '';
  const fields: Evaluation['fields'] = {};
  let result: FranchiseTaxResult | null = null;
  if (!empty) {
    const parsed = parseFranchiseTaxParams(new URLSearchParams(query));
    const rowsValid = rowIssues.every((r) => !r.shares && !r.par);
    if (!parsed.ok) {
      for (const issue of parsed.issues) {
        // A class's own mistake is shown by its inputs; the group's message is for the others.
        if (
          issue.field === 'shares' &&
          (!rowsValid || issue.key === 'sharesInvalid' || issue.key === 'parInvalid')
        )
          continue;
        fields[issue.field as keyof Evaluation['fields']] = issue.key;
      }
    } else if (rowsValid) {
      const outcome = delawareFranchiseTax({ ...parsed.params, taxYear: TAX_YEAR });
      if (outcome.ok) result = outcome.result;
    }
  }
  return { query, rows: rowIssues, fields, result, empty };
}

/**
 * The franchise-tax calculator of /delaware-franchise-tax: share classes, issued shares and gross
 * assets in, both methods with their working out, the lower one marked. Every input is in the URL
 * (`?shares=1000000@1,250000@5&issued=485000&assets=1000000`): the server renders the page for the
 * URL it was opened with, and each change rewrites the URL in place (lib/site/calculators.ts).
 */
export function FranchiseTaxCalculator({
  locale,
  messages,
  initial,
  orderPath,
}: {
  locale: string;
  messages: CalculatorMessages<'franchiseTax'>;
  initial: FranchiseTaxInputs;
  /** The order's first step, which the result links to with its figures. */
  orderPath: string;
}) {
  const t = useCalculatorText<'franchiseTax'>(messages, locale);
  const [rows, setRows] = useState<Row[]>(() =>
    (initial.classes.length ? initial.classes : [{ shares: '', par: '' }]).map((c, key) => ({
      key,
      ...c,
    })),
  );
  const [nextKey, setNextKey] = useState(rows.length);
  const [issued, setIssued] = useState(initial.issued);
  const [assets, setAssets] = useState(initial.assets);
  // After adding or removing a class, the focus goes to that class's (or the previous one's) shares.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(`ft-shares-${focusRow.current}`)?.focus();
    focusRow.current = null;
  }, [rows]);

  const evaluation = useMemo(
    () => evaluate(rows, issued, assets, locale),
    [rows, issued, assets, locale],
  );
  useQueryUrl(evaluation.query);

  const error = (key: string | undefined) =>
    key ? (lookup(t, `franchiseTax.errors.${key}`, { max: DE_MAXIMUM_CLASSES }) ?? key) : undefined;
  const setRow = (index: number, part: 'shares' | 'par', value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [part]: value } : row)));
  const groupError = error(evaluation.fields.shares);

  return (
    <div className="flex flex-col gap-8" data-testid="franchise-tax-calculator">
      <form
        className="flex flex-col gap-6 rounded-xl border border-slate-300 p-4 sm:p-6"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset
          className="flex flex-col gap-4"
          aria-describedby={describedBy('ft-classes', {
            hint: t('franchiseTax.classesHint'),
            error: groupError,
          })}
        >
          <legend className="text-ink text-lg font-semibold">
            {t('franchiseTax.classesLegend')}
          </legend>
          <FieldHint id="ft-classes" text={t('franchiseTax.classesHint')} />
          {rows.map((row, index) => {
            const issues = evaluation.rows[index] ?? {};
            const title = t('franchiseTax.classItem', { n: index + 1 });
            return (
              <div
                key={row.key}
                role="group"
                aria-label={title}
                className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
              >
                {rows.length > 1 ? (
                  <p className="text-ink font-medium sm:col-span-3">{title}</p>
                ) : null}
                <FigureField
                  id={`ft-shares-${index}`}
                  label={t('franchiseTax.shares')}
                  error={error(issues.shares)}
                  inputMode="numeric"
                  value={row.shares}
                  onChange={(value) => setRow(index, 'shares', value)}
                />
                <FigureField
                  id={`ft-par-${index}`}
                  label={t('franchiseTax.par')}
                  optional={t('common.optional')}
                  hint={t('franchiseTax.parHint')}
                  error={error(issues.par)}
                  inputMode="decimal"
                  value={row.par}
                  onChange={(value) => setRow(index, 'par', value)}
                />
                {rows.length > 1 ? (
                  <Button
                    variant="danger"
                    size="sm"
                    className="self-start sm:mt-7"
                    onClick={() => {
                      focusRow.current = Math.max(0, index - 1);
                      setRows((current) => current.filter((_, i) => i !== index));
                    }}
                  >
                    {t('franchiseTax.removeClass', { n: index + 1 })}
                  </Button>
                ) : null}
              </div>
            );
          })}
          {rows.length < DE_MAXIMUM_CLASSES ? (
            <Button
              variant="outline"
              className="self-start"
              onClick={() => {
                focusRow.current = rows.length;
                setRows((current) => [...current, { key: nextKey, shares: '', par: '' }]);
                setNextKey((key) => key + 1);
              }}
            >
              {t('franchiseTax.addClass')}
            </Button>
          ) : null}
          <FieldError id="ft-classes" message={groupError} />
        </fieldset>
        <div className="grid gap-6 sm:grid-cols-2">
          <FigureField
            id="ft-issued"
            label={t('franchiseTax.issued')}
            optional={t('common.optional')}
            hint={t('franchiseTax.issuedHint')}
            error={error(evaluation.fields.issued)}
            inputMode="numeric"
            value={issued}
            onChange={setIssued}
          />
          <FigureField
            id="ft-assets"
            label={t('franchiseTax.assets')}
            optional={t('common.optional')}
            hint={t('franchiseTax.assetsHint')}
            error={error(evaluation.fields.assets)}
            inputMode="numeric"
            value={assets}
            onChange={setAssets}
          />
        </div>
      </form>

      <ResultSection
        id="ft-result-title"
        heading={t('common.resultHeading')}
        status={evaluation.result ? statusText(evaluation.result, t, locale) : ''}
        className="flex flex-col gap-6"
      >
        {evaluation.result ? (
          <>
            <FranchiseTaxWorking result={evaluation.result} t={t} locale={locale} />
            <div className="flex flex-wrap items-center gap-4">
              {/* The order starts with these figures in its shares step (lib/wizards/definitions/usa/delaware-annual-report.ts). */}
              <Link
                href={`${orderPath}?${evaluation.query}`}
                className={buttonClass({ size: 'lg' })}
              >
                {t('franchiseTax.orderWithFigures')}
              </Link>
              <CopyLink copy={t('common.copyLink')} copied={t('common.linkCopied')} />
            </div>
          </>
        ) : (
          <p className="text-muted" data-testid="franchise-tax-prompt">
            {evaluation.empty ? t('franchiseTax.prompt') : t('common.fixErrors')}
          </p>
        )}
      </ResultSection>
    </div>
  );
}

function statusText(result: FranchiseTaxResult, t: Text, locale: string): string {
  return t('franchiseTax.status', {
    tax: usd(result.taxCents, locale),
    method: t(`franchiseTax.methodName.${result.lesser}`),
    total: usd(result.totalDueCents, locale),
  });
}

/** Both methods with their working, the lower one marked, then what is due and when. */
function FranchiseTaxWorking({
  result,
  t,
  locale,
}: {
  result: FranchiseTaxResult;
  t: Text;
  locale: string;
}) {
  const money = (cents: number) => usd(cents, locale);
  const { authorizedShares: as, assumedPar: apvc } = result;
  const asLine = t('franchiseTax.asLine', {
    band: as.band,
    shares: formatCount(as.authorisedShares, locale),
    amount: money(as.band === 'upTo5000' ? DE_AS_MINIMUM_CENTS : DE_AS_UP_TO_10000_CENTS),
    base: money(DE_AS_UP_TO_10000_CENTS),
    perBlock: money(DE_AS_PER_10000_CENTS),
    blocks: formatCount(as.additionalBlocks, locale),
    extra: money(as.additionalBlocks * DE_AS_PER_10000_CENTS),
  });
  const million = usd(1_000_000_00, locale);

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-2">
        <MethodCard
          title={t('franchiseTax.asTitle')}
          lesser={result.lesser === 'authorizedShares'}
          t={t}
          tax={as.taxCents}
          locale={locale}
          testId="method-authorized-shares"
        >
          <p>{asLine}</p>
          {as.capped ? (
            <p>{t('franchiseTax.capped', { max: money(DE_MAXIMUM_TAX_CENTS) })}</p>
          ) : null}
        </MethodCard>
        <MethodCard
          title={t('franchiseTax.apvcTitle')}
          lesser={result.lesser === 'assumedParValueCapital'}
          t={t}
          tax={'taxCents' in apvc ? apvc.taxCents : null}
          locale={locale}
          testId="method-assumed-par"
        >
          {'unavailable' in apvc ? (
            <p>{t(`franchiseTax.unavailable.${apvc.unavailable}`)}</p>
          ) : (
            <>
              <p>
                {t('franchiseTax.step1', {
                  assets: money(apvc.grossAssetsCents),
                  issued: formatCount(apvc.issuedShares, locale),
                  assumedPar: usdDecimal(apvc.assumedPar, locale, 6, 6),
                })}
              </p>
              <p>{t('franchiseTax.step2')}</p>
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">{t('franchiseTax.tableCaption')}</caption>
                  <thead>
                    <tr className="border-b border-slate-300 text-left">
                      <th scope="col" className="py-1 pr-3 font-medium">
                        {t('franchiseTax.columns.class')}
                      </th>
                      <th scope="col" className="py-1 pr-3 text-right font-medium">
                        {t('franchiseTax.columns.shares')}
                      </th>
                      <th scope="col" className="py-1 pr-3 text-right font-medium">
                        {t('franchiseTax.columns.par')}
                      </th>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        {t('franchiseTax.columns.valueUsed')}
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        {t('franchiseTax.columns.capital')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {apvc.classes.map((c, i) => (
                      <tr key={i} className="border-b border-slate-100">
                        <th scope="row" className="py-1 pr-3 text-left font-normal">
                          {i + 1}
                        </th>
                        <td className="py-1 pr-3 text-right tabular-nums">
                          {formatCount(c.shares, locale)}
                        </td>
                        <td className="py-1 pr-3 text-right tabular-nums">
                          {usdDecimal(c.parValue, locale, 9)}
                        </td>
                        <td className="py-1 pr-3">{t(`franchiseTax.valueUsed.${c.valueUsed}`)}</td>
                        <td className="py-1 text-right tabular-nums">
                          {usdDecimal(c.capital, locale, 6)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p>
                {t('franchiseTax.apvcTotal', {
                  apvc: usdDecimal(apvc.assumedParValueCapital, locale, 6),
                })}
              </p>
              <p>
                {t('franchiseTax.step3', {
                  minimumApplied: apvc.minimumApplied ? 'yes' : 'no',
                  million,
                  minimum: money(DE_APVC_MINIMUM_CENTS),
                  perMillion: money(DE_APVC_PER_MILLION_CENTS),
                  millions: formatCount(apvc.millions, locale),
                  amount: money(apvc.millions * DE_APVC_PER_MILLION_CENTS),
                })}
              </p>
              {apvc.capped ? (
                <p>{t('franchiseTax.capped', { max: money(DE_MAXIMUM_TAX_CENTS) })}</p>
              ) : null}
            </>
          )}
        </MethodCard>
      </div>

      <div className="rounded-lg border border-slate-300 p-4" data-testid="franchise-tax-summary">
        <h3 className="text-ink text-lg font-semibold">{t('franchiseTax.summaryHeading')}</h3>
        <dl className="mt-3 grid max-w-lg grid-cols-[1fr_auto] gap-x-6 gap-y-2">
          <dt>
            {t('franchiseTax.franchiseTaxLine', {
              method: t(`franchiseTax.methodName.${result.lesser}`),
            })}
          </dt>
          <dd className="text-right tabular-nums" data-testid="franchise-tax-amount">
            {money(result.taxCents)}
          </dd>
          <dt>{t('franchiseTax.reportFee')}</dt>
          <dd className="text-right tabular-nums">{money(result.annualReportFeeCents)}</dd>
          <dt className="font-semibold">{t('franchiseTax.total')}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="franchise-tax-total">
            {money(result.totalDueCents)}
          </dd>
        </dl>
      </div>

      {result.instalments ? (
        <div
          className="rounded-lg border border-slate-300 p-4"
          data-testid="franchise-tax-instalments"
        >
          <h3 className="text-ink text-lg font-semibold">{t('franchiseTax.instalmentsHeading')}</h3>
          <p className="mt-2 text-slate-700">
            {t('franchiseTax.instalmentsIntro', {
              threshold: money(DE_INSTALMENT_THRESHOLD_CENTS),
            })}
          </p>
          <dl className="mt-3 grid max-w-lg grid-cols-[1fr_auto] gap-x-6 gap-y-2">
            {result.instalments.map((instalment) => (
              <div key={instalment.dueDate} className="contents">
                <dt>
                  {t('franchiseTax.instalment', {
                    rest: instalment.percent === null ? 'yes' : 'no',
                    percent: instalment.percent ?? '',
                    date: dayAndMonth(instalment.dueDate, locale),
                  })}
                </dt>
                <dd className="text-right tabular-nums">{money(instalment.amountCents)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}

      <p className="text-slate-700">
        {t('franchiseTax.late', { penalty: money(DE_LATE_PENALTY_CENTS) })}
      </p>
    </div>
  );
}

function MethodCard({
  title,
  lesser,
  tax,
  t,
  locale,
  testId,
  children,
}: {
  title: string;
  lesser: boolean;
  tax: number | null;
  t: Text;
  locale: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      data-lesser={lesser || undefined}
      className={
        lesser
          ? 'border-brand-700 bg-brand-50 rounded-lg border-2 p-4'
          : 'rounded-lg border border-slate-300 p-4'
      }
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-ink text-lg font-semibold">{title}</h3>
        {lesser ? (
          <span className="bg-brand-700 rounded-full px-3 py-0.5 text-sm font-semibold text-white">
            {t('franchiseTax.lesser')}
          </span>
        ) : null}
      </div>
      <div className="mt-3 flex flex-col gap-2 text-slate-800">{children}</div>
      {tax !== null ? (
        <p className="mt-3 flex justify-between border-t border-slate-300 pt-2 font-semibold">
          <span>{t('franchiseTax.methodTax')}</span>
          <span className="tabular-nums">{usd(tax, locale)}</span>
        </p>
      ) : null}
    </section>
  );
}
