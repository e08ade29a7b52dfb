import { getTranslations } from 'next-intl/server';
import type { Quote } from '@/lib/catalogue/quote';
import { formatMoney } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';
import { hasUnconfirmed } from './price-helpers';

/** The government fee of a quote as text: an amount, 'No government fee' or 'At cost'. */
export async function GovernmentFeeCell({ q, locale }: { q: Quote; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  if (q.governmentFeeBasis === 'none')
    return <span className="text-muted">{t('table.noGovernmentFee')}</span>;
  if (q.governmentFeeBasis === 'atCost')
    return <span className="text-muted">{t('table.atCost')}</span>;
  return (
    <span data-testid="government-fee">
      {formatMoney(q.governmentFee, q.currency, locale)}
      {hasUnconfirmed(q.governmentFeeLines) ? (
        <abbr title={t('table.unconfirmedTitle')}>*</abbr>
      ) : null}
    </span>
  );
}
