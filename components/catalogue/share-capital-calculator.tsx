'use client';

import { useId, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/catalogue/money';
import { nigeriaShareCapitalFees, type ShareCapitalError } from '@/lib/catalogue/share-capital';

export type ShareCapitalCalculatorLabels = {
  input: string;
  hint: string;
  filingFee: string;
  stampDuty: string;
  total: string;
  errors: Record<ShareCapitalError | 'empty', string>;
};

/** Whole naira from what the user typed: digits with optional grouping (commas, spaces, dots). */
function parseNaira(text: string): number | null {
  const cleaned = text.replace(/[\s,₦]/g, '').replace(/\.00$/, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** The CAC filing fee and stamp duty for a share capital, computed as the user types. */
export function ShareCapitalCalculator({
  locale,
  labels,
  initial = '1,000,000',
}: {
  locale: string;
  labels: ShareCapitalCalculatorLabels;
  initial?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const parsed = parseNaira(value);
  const result = parsed === null ? null : nigeriaShareCapitalFees(parsed);
  const error =
    parsed === null
      ? labels.errors.empty
      : result && !result.ok
        ? labels.errors[result.error]
        : null;
  const fees = result?.ok ? result.fees : null;

  return (
    <div className="rounded-xl border border-slate-200 p-6" data-testid="share-capital-calculator">
      <Field
        id={`${id}-capital`}
        label={labels.input}
        hint={labels.hint}
        error={error ?? undefined}
        alert
      >
        {(control) => (
          <Input
            {...control}
            name="shareCapital"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            size="lg"
            className="max-w-xs tabular-nums"
          />
        )}
      </Field>
      <div aria-live="polite" className="mt-6">
        {fees ? (
          <dl
            className="grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-2"
            data-testid="share-capital-result"
          >
            <dt>{labels.filingFee}</dt>
            <dd className="text-right tabular-nums" data-testid="filing-fee">
              {formatMoney(fees.filingFee, 'NGN', locale)}
            </dd>
            <dt>{labels.stampDuty}</dt>
            <dd className="text-right tabular-nums" data-testid="stamp-duty">
              {formatMoney(fees.stampDuty, 'NGN', locale)}
            </dd>
            <dt className="font-semibold">{labels.total}</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="share-capital-total">
              {formatMoney(fees.total, 'NGN', locale)}
            </dd>
          </dl>
        ) : null}
      </div>
    </div>
  );
}
