import { getTranslations } from 'next-intl/server';
import { findOffering } from '@/lib/catalogue/catalogue';
import type { Quote } from '@/lib/catalogue/quote';
import { formatMoney } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';
import { hasUnconfirmed } from './price-helpers';

/**
 * The government fee of a quote as text: an amount ("from" one when the answers change it), 'No
 * government fee' (none charged: an Ontario annual return) or 'At cost'.
 */
export async function GovernmentFeeCell({ q, locale }: { q: Quote; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  if (
    q.governmentFeeBasis === 'none' ||
    (q.governmentFeeBasis === 'fixed' && q.governmentFeeLines.length === 0)
  )
    return (
      <span className="text-muted" data-testid="government-fee">
        {t('table.noGovernmentFee')}
      </span>
    );
  if (q.governmentFeeBasis === 'atCost')
    return (
      <span className="text-muted" data-testid="government-fee">
        {t('table.atCost')}
      </span>
    );
  return (
    <span data-testid="government-fee">
      {findOffering(q.jurisdiction, q.service)?.governmentFeeFrom
        ? t('table.fromAmount', { amount: formatMoney(q.governmentFee, q.currency, locale) })
        : formatMoney(q.governmentFee, q.currency, locale)}
      {hasUnconfirmed(q.governmentFeeLines) ? (
        <abbr title={t('table.unconfirmedTitle')}>*</abbr>
      ) : null}
    </span>
  );
}
