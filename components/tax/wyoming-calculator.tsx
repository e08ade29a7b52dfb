'use client';

import { useMemo, useState } from 'react';
import {
  parseWyomingParams,
  WY_MINIMUM_LICENSE_TAX_CENTS,
  WY_ONLINE_FILING_LIMIT_CENTS,
  wyomingLicenseTax,
  type WyomingLicenseTax,
} from '@/lib/tax/wyoming-annual-report';
import { lookup } from '@/lib/i18n/message';
import { ResultSection, TaxTotal } from './calculator-result';
import { useCalculatorText, type CalculatorMessages } from './calculator-text';
import { CopyLink } from './copy-link';
import { FigureField } from './figure-field';
import { normaliseWhole, usd } from './format';
import { useQueryUrl } from './use-query-url';

function evaluate(assets: string): {
  query: string;
  error?: string;
  result: WyomingLicenseTax | null;
} {
  const text = normaliseWhole(assets);
  if (!text) return { query: '', result: null };
  const query = `assets=${encodeURIComponent(text)}`;
  const parsed = parseWyomingParams(new URLSearchParams(query));
  if (!parsed.ok) return { query, error: parsed.issues[0]!.key, result: null };
  const outcome = wyomingLicenseTax(parsed.params.assetsCents);
  return { query, result: outcome.ok ? outcome.result : null };
}

/** The license-tax calculator of /wyoming-annual-report (`?assets=500000`), the working shown. */
export function WyomingCalculator({
  locale,
  messages,
  initial,
}: {
  locale: string;
  messages: CalculatorMessages<'wyoming'>;
  initial: string;
}) {
  const t = useCalculatorText<'wyoming'>(messages, locale);
  const [assets, setAssets] = useState(initial);
  const evaluation = useMemo(() => evaluate(assets), [assets]);
  useQueryUrl(evaluation.query);
  const money = (cents: number) => usd(cents, locale);
  const result = evaluation.result;

  return (
    <div className="flex flex-col gap-8" data-testid="wyoming-calculator">
      <form
        className="rounded-xl border border-slate-300 p-4 sm:p-6"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <FigureField
          id="wy-assets"
          label={t('wyoming.assets')}
          hint={t('wyoming.assetsHint')}
          error={
            evaluation.error
              ? (lookup(t, `wyoming.errors.${evaluation.error}`) ?? undefined)
              : undefined
          }
          inputMode="numeric"
          size="lg"
          className="max-w-xs tabular-nums"
          value={assets}
          onChange={setAssets}
        />
      </form>
      <ResultSection
        id="wy-result-title"
        heading={t('common.resultHeading')}
        status={result ? t('wyoming.status', { tax: money(result.taxCents) }) : ''}
      >
        {result ? (
          <div
            className="flex flex-col gap-3 rounded-lg border border-slate-300 p-4"
            data-testid="wyoming-result"
          >
            <p className="tabular-nums">
              {t('wyoming.computedLine', {
                assets: money(result.assetsCents),
                computed: money(result.computedCents),
              })}
            </p>
            <p>
              {t('wyoming.minimumLine', {
                applied: result.minimumApplied ? 'yes' : 'no',
                minimum: money(WY_MINIMUM_LICENSE_TAX_CENTS),
              })}
            </p>
            <TaxTotal
              label={t('wyoming.taxLabel')}
              amount={money(result.taxCents)}
              testId="wyoming-tax"
            />
            <p
              className={result.fileByMail ? 'font-medium text-amber-900' : 'text-slate-700'}
              data-testid="wyoming-filing"
            >
              {t('wyoming.filingLine', {
                byMail: result.fileByMail ? 'yes' : 'no',
                limit: money(WY_ONLINE_FILING_LIMIT_CENTS),
              })}
            </p>
            <CopyLink copy={t('common.copyLink')} copied={t('common.linkCopied')} />
          </div>
        ) : (
          <p className="text-muted">
            {evaluation.error ? t('common.fixErrors') : t('wyoming.prompt')}
          </p>
        )}
      </ResultSection>
    </div>
  );
}
