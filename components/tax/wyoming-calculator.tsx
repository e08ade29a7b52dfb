'use client';

import { useMemo, useState } from 'react';
import { parseWyomingParams, WY_MINIMUM_LICENSE_TAX_CENTS, WY_ONLINE_FILING_LIMIT_CENTS, wyomingLicenseTax, type WyomingLicenseTax } from '@/lib/tax/wyoming-annual-report';
import type messages from '@/messages/en.json';
import { ResultSection, TaxTotal } from './calculator-result';
import { CopyLink } from './copy-link';
import { FigureField } from './figure-field';
import type { CalculatorCommonLabels } from './franchise-tax-calculator';
import { fill, normaliseWhole, usd } from './format';
import { useQueryUrl } from './use-query-url';

export type WyomingLabels = (typeof messages)['TaxCalculators']['wyoming'];

function evaluate(assets: string): { query: string; error?: string; result: WyomingLicenseTax | null } {
  const text = normaliseWhole(assets);
  if (!text) return { query: '', result: null };
  const query = `assets=${encodeURIComponent(text)}`;
  const parsed = parseWyomingParams(new URLSearchParams(query));
  if (!parsed.ok) return { query, error: parsed.issues[0]!.key, result: null };
  const outcome = wyomingLicenseTax(parsed.params.assetsCents);
  return { query, result: outcome.ok ? outcome.result : null };
}

/** The license-tax calculator of /wyoming-annual-report (`?assets=500000`), the working shown. */
export function WyomingCalculator({ locale, labels, common, initial }: { locale: string; labels: WyomingLabels; common: CalculatorCommonLabels; initial: string }) {
  const [assets, setAssets] = useState(initial);
  const evaluation = useMemo(() => evaluate(assets), [assets]);
  useQueryUrl(evaluation.query);
  const money = (cents: number) => usd(cents, locale);
  const result = evaluation.result;
  const errors = labels.errors as Record<string, string>;

  return (
    <div className="flex flex-col gap-8" data-testid="wyoming-calculator">
      <form className="rounded-xl border border-slate-300 p-4 sm:p-6" noValidate onSubmit={(event) => event.preventDefault()}>
        <FigureField
          id="wy-assets"
          label={labels.assets}
          hint={labels.assetsHint}
          error={evaluation.error ? errors[evaluation.error] : undefined}
          inputMode="numeric"
          size="lg"
          className="max-w-xs tabular-nums"
          value={assets}
          onChange={setAssets}
        />
      </form>
      <ResultSection id="wy-result-title" heading={common.resultHeading} status={result ? fill(labels.status, { tax: money(result.taxCents) }) : ''}>
        {result ? (
          <div className="flex flex-col gap-3 rounded-lg border border-slate-300 p-4" data-testid="wyoming-result">
            <p className="tabular-nums">{fill(labels.computedLine, { assets: money(result.assetsCents), computed: money(result.computedCents) })}</p>
            <p>{fill(result.minimumApplied ? labels.minimumApplied : labels.aboveMinimum, { minimum: money(WY_MINIMUM_LICENSE_TAX_CENTS) })}</p>
            <TaxTotal label={labels.taxLabel} amount={money(result.taxCents)} testId="wyoming-tax" />
            <p className={result.fileByMail ? 'font-medium text-amber-900' : 'text-slate-700'} data-testid="wyoming-filing">
              {fill(result.fileByMail ? labels.byMail : labels.online, { limit: money(WY_ONLINE_FILING_LIMIT_CENTS) })}
            </p>
            <CopyLink copy={common.copyLink} copied={common.linkCopied} />
          </div>
        ) : (
          <p className="text-muted">{evaluation.error ? common.fixErrors : labels.prompt}</p>
        )}
      </ResultSection>
    </div>
  );
}
