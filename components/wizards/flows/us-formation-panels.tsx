'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { Link } from '@/components/ui/link';
import { formatMoney } from '@/lib/catalogue/money';
import {
  authorizedSharesTax,
  DE_APVC_MINIMUM_CENTS,
  formatParValue,
} from '@/lib/tax/delaware-franchise-tax';
import { delawareIncorporationTax } from '@/lib/tax/delaware-incorporation-tax';
import { shareClassesOf } from '@/lib/wizards/definitions/usa/formation';
import type { DraftData } from '@/lib/wizards/steps';
import { useWizard } from '../wizard-provider';

/**
 * Notes the US formation steps show beside their fields: what a Delaware corporation's shares cost
 * in franchise tax and in the formation fee, and when the EIN arrives. They read the answers as
 * typed (useWatch) over the draft, so they change with every keystroke.
 */

const FRANCHISE_TAX_PATH = '/delaware-franchise-tax';

function useAnswers(): DraftData {
  const { draft } = useWizard();
  const values = useWatch() as DraftData;
  return { ...draft.data, ...values };
}

/** `/delaware-franchise-tax?shares=10000000@0.00001,…[&issued=…]`: the calculator opens on these figures. */
function calculatorHref(data: DraftData): string | null {
  const classes = shareClassesOf(data);
  if (!classes) return null;
  const shares = classes
    .map((c) => `${c.shares}@${formatParValue(c.parNanoDollars ?? 0)}`)
    .join(',');
  const issued = (
    Array.isArray(data.issuances) ? (data.issuances as { shares?: string }[]) : []
  ).reduce((sum, i) => sum + (Number(i.shares) || 0), 0);
  return `${FRANCHISE_TAX_PATH}?shares=${shares}${issued > 0 ? `&issued=${issued}` : ''}`;
}

/** Delaware corporation, shares and founders steps: the franchise tax and the formation fee these shares mean. */
export function DelawareSharesPanel() {
  const t = useTranslations('WizardUsa.panels.franchiseTax');
  const locale = useLocale();
  const data = useAnswers();
  const classes = shareClassesOf(data);
  const money = (cents: number) => formatMoney(cents, 'USD', locale);
  const href = calculatorHref(data);
  return (
    <aside
      className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm"
      aria-labelledby="franchise-tax-note"
      aria-live="polite"
      data-testid="franchise-tax-note"
    >
      <h2 id="franchise-tax-note" className="text-ink mb-2 font-semibold">
        {t('title')}
      </h2>
      {classes ? <FranchiseFigures classes={classes} money={money} /> : <p>{t('incomplete')}</p>}
      <p className="mt-2">{t('why')}</p>
      {href ? (
        <Link
          href={href}
          className="text-brand-700 mt-2 inline-block font-semibold underline"
          data-testid="franchise-tax-link"
        >
          {t('calculator')}
        </Link>
      ) : null}
    </aside>
  );
}

function FranchiseFigures({
  classes,
  money,
}: {
  classes: NonNullable<ReturnType<typeof shareClassesOf>>;
  money: (cents: number) => string;
}) {
  const t = useTranslations('WizardUsa.panels.franchiseTax');
  const locale = useLocale();
  const total = classes.reduce((sum, c) => sum + c.shares, 0);
  const authorised = authorizedSharesTax(total);
  const noPar = classes.some((c) => c.parNanoDollars === 0);
  const filing = delawareIncorporationTax(classes);
  return (
    <>
      <p>
        {t('authorised', { shares: total.toLocaleString(locale), tax: money(authorised.taxCents) })}
      </p>
      <p className="mt-1">
        {noPar ? t('apvcNoPar') : t('apvc', { minimum: money(DE_APVC_MINIMUM_CENTS) })}
      </p>
      {filing ? <p className="mt-1">{t('filingTax', { tax: money(filing.taxCents) })}</p> : null}
    </>
  );
}

function EinTimeline({ data }: { data: DraftData }) {
  const t = useTranslations('WizardUsa.panels.ein');
  if (data.wantEin !== 'yes') return null;
  const route =
    data.responsiblePartyTaxId === 'ssn' || data.responsiblePartyTaxId === 'itin'
      ? 'online'
      : 'fax';
  return (
    <aside
      className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm"
      aria-labelledby="ein-timeline"
      aria-live="polite"
      data-testid="ein-timeline"
    >
      <h2 id="ein-timeline" className="text-ink mb-2 font-semibold">
        {t('title')}
      </h2>
      <p>{t(route)}</p>
      <p className="mt-1">{t('after')}</p>
    </aside>
  );
}

/** The EIN step: when the EIN comes, by the responsible party's taxpayer number, as it is answered. */
export function EinTimelinePanel() {
  return <EinTimeline data={useAnswers()} />;
}

/** The review (outside any form): the EIN's timeline once more, before submitting and paying. */
export function EinReviewPanel() {
  return <EinTimeline data={useWizard().draft.data} />;
}
