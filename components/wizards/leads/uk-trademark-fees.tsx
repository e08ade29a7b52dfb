import { getTranslations } from 'next-intl/server';
import { governmentFees } from '@/lib/catalogue/government-fees';
import { formatMoney } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The UKIPO's fees as the classes are chosen: one class in the application fee, each further
 * class extra, read from the catalogue (the April 2026 table [S75]). The live total is in the
 * quote below the form.
 */
export async function UkTrademarkFees({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'WizardUk.trademarkFees' });
  const { trademarkFirstClass: first, trademarkAdditionalClass: extra } = governmentFees.uk;
  const money = (minor: number) => formatMoney(minor, 'GBP', locale);
  const date = new Date(`${first.asOf}T00:00:00Z`);
  const asOf = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(date)
    // French writes the first of the month as an ordinal: « 1er avril ».
    .replace(/^1 /, locale === 'fr' ? '1er ' : '1 ');
  return (
    <p
      className="text-ink rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm"
      data-testid="ukipo-fees"
    >
      {t('body', {
        first: money(first.amount),
        extra: money(extra.amount),
        example: money(first.amount + 2 * extra.amount),
        asOf,
      })}
    </p>
  );
}
