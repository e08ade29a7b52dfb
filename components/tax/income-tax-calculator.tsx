'use client';

import { useMemo, useState } from 'react';
import {
  APPORTIONMENT_WHOLE,
  DE_CORPORATE_INCOME_TAX_BASIS_POINTS,
  delawareCorporateIncomeTax,
  parseIncomeTaxParams,
  type IncomeTax,
} from '@/lib/tax/delaware-corporate-income-tax';
import type messages from '@/messages/en.json';
import { ResultSection, TaxTotal } from './calculator-result';
import { CopyLink } from './copy-link';
import { FigureField } from './figure-field';
import type { CalculatorCommonLabels } from './franchise-tax-calculator';
import { fill, formatPercent, normaliseDecimal, normaliseWhole, usd } from './format';
import { useQueryUrl } from './use-query-url';

export type IncomeTaxLabels = (typeof messages)['TaxCalculators']['incomeTax'];

type Evaluation = { query: string; errors: { income?: string; apportionment?: string }; result: IncomeTax | null };

function evaluate(income: string, share: string, locale: string): Evaluation {
  const incomeText = normaliseWhole(income);
  const shareText = normaliseDecimal(share, locale);
  const parts = [incomeText && `income=${encodeURIComponent(incomeText)}`, shareText && `apportionment=${encodeURIComponent(shareText)}`].filter(Boolean);
  const query = parts.join('&');
  if (!query) return { query, errors: {}, result: null };
  const parsed = parseIncomeTaxParams(new URLSearchParams(query));
  if (!parsed.ok) {
    const errors: Evaluation['errors'] = {};
    // Only the share typed so far: no message asking for the income yet.
    for (const issue of parsed.issues) if (issue.key !== 'incomeRequired' || shareText) errors[issue.field as 'income' | 'apportionment'] = issue.key;
    return { query, errors, result: null };
  }
  const outcome = delawareCorporateIncomeTax(parsed.params);
  return { query, errors: {}, result: outcome.ok ? outcome.result : null };
}

/** The 8.7% calculator of /delaware-corporate-income-tax (`?income=100000&apportionment=12.5`). */
export function IncomeTaxCalculator({
  locale,
  labels,
  common,
  initial,
}: {
  locale: string;
  labels: IncomeTaxLabels;
  common: CalculatorCommonLabels;
  initial: { income: string; apportionment: string };
}) {
  const [income, setIncome] = useState(initial.income);
  const [share, setShare] = useState(initial.apportionment);
  const evaluation = useMemo(() => evaluate(income, share, locale), [income, share, locale]);
  useQueryUrl(evaluation.query);
  const errors = labels.errors as Record<string, string>;
  const result = evaluation.result;
  const money = (cents: number) => usd(cents, locale);
  const rate = formatPercent(DE_CORPORATE_INCOME_TAX_BASIS_POINTS, locale);
  const hasErrors = Object.keys(evaluation.errors).length > 0;

  return (
    <div className="flex flex-col gap-8" data-testid="income-tax-calculator">
      <form className="grid gap-6 rounded-xl border border-slate-300 p-4 sm:grid-cols-2 sm:p-6" noValidate onSubmit={(event) => event.preventDefault()}>
        <FigureField
          id="cit-income"
          label={labels.income}
          hint={labels.incomeHint}
          error={evaluation.errors.income ? errors[evaluation.errors.income] : undefined}
          inputMode="text"
          value={income}
          onChange={setIncome}
        />
        <FigureField
          id="cit-apportionment"
          label={labels.apportionment}
          optional={common.optional}
          hint={labels.apportionmentHint}
          error={evaluation.errors.apportionment ? errors[evaluation.errors.apportionment] : undefined}
          inputMode="decimal"
          value={share}
          onChange={setShare}
        />
      </form>
      <ResultSection id="cit-result-title" heading={common.resultHeading} status={result ? fill(labels.status, { tax: money(result.taxCents) }) : ''}>
        {result ? (
          <div className="flex flex-col gap-3 rounded-lg border border-slate-300 p-4" data-testid="income-tax-result">
            {result.delawareTaxableIncomeCents === 0 ? (
              <p>{labels.lossLine}</p>
            ) : (
              <>
                <p className="tabular-nums">
                  {fill(labels.apportionedLine, {
                    income: money(result.taxableIncomeCents),
                    share: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 6 }).format(result.apportionment / APPORTIONMENT_WHOLE),
                    delaware: money(result.delawareTaxableIncomeCents),
                  })}
                </p>
                <p className="tabular-nums">{fill(labels.taxLine, { rate, delaware: money(result.delawareTaxableIncomeCents), tax: money(result.taxCents) })}</p>
              </>
            )}
            <TaxTotal label={labels.taxLabel} amount={money(result.taxCents)} testId="income-tax-amount" />
            <CopyLink copy={common.copyLink} copied={common.linkCopied} />
          </div>
        ) : (
          <p className="text-muted">{hasErrors ? common.fixErrors : labels.prompt}</p>
        )}
      </ResultSection>
    </div>
  );
}
