import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/catalogue/money';
import { quote } from '@/lib/catalogue/quote';
import type { OfferingTableProps } from './price-helpers';

/** The registry fees of one service, line by line, with the total passed through at cost. */
export async function GovernmentFeeBreakdown({
  jurisdiction,
  service,
  locale,
  options = {},
  caption,
}: OfferingTableProps) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  const q = quote(jurisdiction, service, 'basic', options);
  return (
    <table className="w-full max-w-xl text-left text-sm" data-testid="government-fee-breakdown">
      <caption className="pb-2 text-left font-semibold">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('table.feeItem')}</th>
          <th scope="col">{t('table.amount')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 border-y border-slate-200">
        {q.governmentFeeLines.map((l, index) => (
          <tr key={`${l.label}-${index}`}>
            <th scope="row" className="py-2 font-normal">
              {t(`feeLines.${l.label}`, l.values)}
              {l.confidence === 'unconfirmed' ? (
                <abbr title={t('table.unconfirmedTitle')}>*</abbr>
              ) : null}
            </th>
            <td className="py-2 text-right tabular-nums">
              {formatMoney(l.amount, q.currency, locale)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="py-2 text-left">
            {t('table.governmentFeeTotal')}
          </th>
          <td className="py-2 text-right font-semibold tabular-nums" data-testid="government-fee">
            {formatMoney(q.governmentFee, q.currency, locale)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
