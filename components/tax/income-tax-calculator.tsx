'use client';

import { useMemo, useState } from 'react';
import {
  APPORTIONMENT_WHOLE,
  DE_CORPORATE_INCOME_TAX_BASIS_POINTS,
  delawareCorporateIncomeTax,
  parseIncomeTaxParams,
  type IncomeTax,
} from '@/lib/tax/delaware-corporate-income-tax';
import { lookup } from '@/lib/i18n/message';
import { ResultSection, TaxTotal } from './calculator-result';
import { useCalculatorText, type CalculatorMessages } from './calculator-text';
import { CopyLink } from './copy-link';
import { FigureField } from './figure-field';
import { formatPercent, normaliseDecimal, normaliseWhole, usd } from './format';
import { useQueryUrl } from './use-query-url';

type InputField = 'income' | 'apportionment' | 'deSales' | 'sales';

type Evaluation = {
  query: string;
  errors: Partial<Record<InputField, string>>;
  result: IncomeTax | null;
  /** The sales the share came from, when it came from them. */
  sales: { delawareCents: number; everywhereCents: number } | null;
};

/** What the form holds, as typed. */
export type IncomeTaxInputs = Record<InputField, string>;

function evaluate(inputs: IncomeTaxInputs, locale: string): Evaluation {
  const incomeText = normaliseWhole(inputs.income);
  const shareText = normaliseDecimal(inputs.apportionment, locale);
  const deSalesText = normaliseWhole(inputs.deSales);
  const salesText = normaliseWhole(inputs.sales);
  const parts = [
    incomeText && `income=${encodeURIComponent(incomeText)}`,
    shareText && `apportionment=${encodeURIComponent(shareText)}`,
    deSalesText && `deSales=${encodeURIComponent(deSalesText)}`,
    salesText && `sales=${encodeURIComponent(salesText)}`,
  ].filter(Boolean);
  const query = parts.join('&');
  if (!query) return { query, errors: {}, result: null, sales: null };
  const parsed = parseIncomeTaxParams(new URLSearchParams(query));
  if (!parsed.ok) {
    const errors: Evaluation['errors'] = {};
    // Only the share typed so far: no message asking for the income yet.
    for (const issue of parsed.issues)
      if (issue.key !== 'incomeRequired' || shareText || deSalesText || salesText)
        errors[issue.field as InputField] = issue.key;
    return { query, errors, result: null, sales: null };
  }
  const outcome = delawareCorporateIncomeTax(parsed.params);
  return {
    query,
    errors: {},
    result: outcome.ok ? outcome.result : null,
    sales: parsed.params.sales ?? null,
  };
}

/**
 * The 8.7% calculator of /delaware-corporate-income-tax (`?income=100000&apportionment=12.5`, or
 * `?income=100000&deSales=250000&sales=2000000`: the single sales factor since 2020).
 */
export function IncomeTaxCalculator({
  locale,
  messages,
  initial,
}: {
  locale: string;
  messages: CalculatorMessages<'incomeTax'>;
  initial: IncomeTaxInputs;
}) {
  const t = useCalculatorText<'incomeTax'>(messages, locale);
  const [inputs, setInputs] = useState(initial);
  const set = (key: InputField) => (value: string) =>
    setInputs((current) => ({ ...current, [key]: value }));
  const evaluation = useMemo(() => evaluate(inputs, locale), [inputs, locale]);
  useQueryUrl(evaluation.query);
  const error = (field: InputField) =>
    evaluation.errors[field]
      ? (lookup(t, `incomeTax.errors.${evaluation.errors[field]}`) ?? undefined)
      : undefined;
  const result = evaluation.result;
  const money = (cents: number) => usd(cents, locale);
  const rate = formatPercent(DE_CORPORATE_INCOME_TAX_BASIS_POINTS, locale);
  const hasErrors = Object.keys(evaluation.errors).length > 0;

  return (
    <div className="flex flex-col gap-8" data-testid="income-tax-calculator">
      <form
        className="grid gap-6 rounded-xl border border-slate-300 p-4 sm:grid-cols-2 sm:p-6"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <FigureField
          id="cit-income"
          label={t('incomeTax.income')}
          hint={t('incomeTax.incomeHint')}
          error={error('income')}
          inputMode="text"
          value={inputs.income}
          onChange={set('income')}
        />
        <FigureField
          id="cit-de-sales"
          label={t('incomeTax.deSales')}
          optional={t('common.optional')}
          hint={t('incomeTax.deSalesHint')}
          error={error('deSales')}
          inputMode="numeric"
          value={inputs.deSales}
          onChange={set('deSales')}
        />
        <FigureField
          id="cit-sales"
          label={t('incomeTax.sales')}
          optional={t('common.optional')}
          error={error('sales')}
          inputMode="numeric"
          value={inputs.sales}
          onChange={set('sales')}
        />
        <FigureField
          id="cit-apportionment"
          label={t('incomeTax.apportionment')}
          optional={t('common.optional')}
          hint={t('incomeTax.apportionmentHint')}
          error={error('apportionment')}
          inputMode="decimal"
          value={inputs.apportionment}
          onChange={set('apportionment')}
        />
      </form>
      <ResultSection
        id="cit-result-title"
        heading={t('common.resultHeading')}
        status={result ? t('incomeTax.status', { tax: money(result.taxCents) }) : ''}
      >
        {result ? (
          <div
            className="flex flex-col gap-3 rounded-lg border border-slate-300 p-4"
            data-testid="income-tax-result"
          >
            {result.delawareTaxableIncomeCents === 0 ? (
              <p>{t('incomeTax.lossLine')}</p>
            ) : (
              <>
                {evaluation.sales ? (
                  <p className="tabular-nums">
                    {t('incomeTax.salesLine', {
                      delaware: money(evaluation.sales.delawareCents),
                      everywhere: money(evaluation.sales.everywhereCents),
                      share: new Intl.NumberFormat(locale, {
                        style: 'percent',
                        maximumFractionDigits: 6,
                      }).format(result.apportionment / APPORTIONMENT_WHOLE),
                    })}
                  </p>
                ) : null}
                <p className="tabular-nums">
                  {t('incomeTax.apportionedLine', {
                    income: money(result.taxableIncomeCents),
                    share: new Intl.NumberFormat(locale, {
                      style: 'percent',
                      maximumFractionDigits: 6,
                    }).format(result.apportionment / APPORTIONMENT_WHOLE),
                    delaware: money(result.delawareTaxableIncomeCents),
                  })}
                </p>
                <p className="tabular-nums">
                  {t('incomeTax.taxLine', {
                    rate,
                    delaware: money(result.delawareTaxableIncomeCents),
                    tax: money(result.taxCents),
                  })}
                </p>
              </>
            )}
            <TaxTotal
              label={t('incomeTax.taxLabel')}
              amount={money(result.taxCents)}
              testId="income-tax-amount"
            />
            <CopyLink copy={t('common.copyLink')} copied={t('common.linkCopied')} />
          </div>
        ) : (
          <p className="text-muted">{hasErrors ? t('common.fixErrors') : t('incomeTax.prompt')}</p>
        )}
      </ResultSection>
    </div>
  );
}
