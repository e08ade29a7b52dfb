'use client';

import { useLocale } from 'next-intl';
import { formatMoney } from '@/lib/catalogue/money';
import { extraServiceLines, type Quote } from '@/lib/catalogue/quote';
import { lookup } from '@/lib/i18n/message';
import type { WizardText } from './use-wizard-text';

/** The live quote: our fee and the government fees apart, in the local currency. */
export function QuotePanel({ quote, text }: { quote: Quote | null; text: WizardText }) {
  const locale = useLocale();
  if (!quote) {
    return (
      <aside
        className="text-muted rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm"
        aria-live="polite"
      >
        {text.t('Wizard.quote.choosePackage')}
      </aside>
    );
  }
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  const unit = quote.turnaround.unit === 'hours' ? 'hours' : 'businessDays';
  return (
    <aside
      className="border-brand-600 bg-brand-50 rounded-lg border p-4"
      aria-live="polite"
      aria-labelledby="quote-title"
    >
      <h2 id="quote-title" className="text-ink mb-3 font-semibold">
        {text.t('Wizard.quote.title', { package: text.option('package', quote.package) })}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>{text.t('Wizard.quote.serviceFee')}</dt>
        <dd className="text-right font-medium" data-testid="quote-service-fee">
          {money(quote.serviceFee)}
        </dd>
        {extraServiceLines(quote).map((line) => (
          <div key={line.label} className="contents">
            <dt className="text-muted">
              {text.t(`Catalogue.serviceLines.${line.label}`, line.values)}
            </dt>
            <dd className="text-muted text-right" data-testid={`quote-service-line-${line.label}`}>
              {money(line.amount)}
            </dd>
          </div>
        ))}
        {quote.governmentFeeLines.map((line, index) => (
          <div key={`${line.label}-${index}`} className="contents">
            <dt className="text-muted">
              {lookup(text.t, `Catalogue.feeLines.${line.label}`, line.values) ?? line.label}
            </dt>
            <dd className="text-muted text-right">{money(line.amount)}</dd>
          </div>
        ))}
        <dt>{text.t('Wizard.quote.governmentFee')}</dt>
        <dd className="text-right font-medium" data-testid="quote-government-fee">
          {/* A registry fee not known yet (Ghana's ORC since its 2023 table) is passed through at cost. */}
          {quote.governmentFeeBasis === 'atCost'
            ? text.t('Catalogue.table.atCost')
            : money(quote.governmentFee)}
        </dd>
        <dt className="border-brand-600 border-t pt-1 font-semibold">
          {text.t('Wizard.quote.total')}
        </dt>
        <dd
          className="border-brand-600 border-t pt-1 text-right font-semibold"
          data-testid="quote-total"
        >
          {money(quote.total)}
        </dd>
      </dl>
      <p className="text-muted mt-2 text-sm">
        {text.t(`Wizard.quote.turnaround.${unit}`, {
          min: quote.turnaround.min,
          max: quote.turnaround.max,
        })}
      </p>
    </aside>
  );
}
